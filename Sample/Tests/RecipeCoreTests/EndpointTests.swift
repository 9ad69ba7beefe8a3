import RecipeCore
import Testing

@Suite struct EndpointTests {
  @Test func factoriesHaveStablePathsAndKeys() {
    #expect(Endpoint.recipe(id: 1001).fixtureKey == "recipes/1001")
    #expect(Endpoint.recipe(id: 1001).path == "recipes/1001")
    #expect(Endpoint.cooksnaps(recipeID: 1002).fixtureKey == "recipes/1002/cooksnaps")
    #expect(Endpoint.shoppingList.fixtureKey == "shopping-list")
    #expect(Endpoint.kitchen(id: 2).fixtureKey == "kitchens/2")
    #expect(Endpoint.search(query: "カレー").fixtureKey == "search/q=カレー")
    #expect(Endpoint.search(query: "カレー").path == "search")
    #expect(Endpoint.search(query: "カレー").query == [QueryItem(name: "q", value: "カレー")])
    #expect(Endpoint.recipe(id: 1).method == .get)
  }

  @Test func unsafeCharactersInKeysArePercentEncoded() {
    #expect(Endpoint.search(query: "chocolate mint curry").fixtureKey == "search/q=chocolate%20mint%20curry")
    #expect(Endpoint.search(query: "a/b?c").fixtureKey == "search/q=a%2Fb%3Fc")
    #expect(Endpoint.search(query: "..").fixtureKey == "search/q=%2E.")
    #expect(Endpoint.search(query: "").fixtureKey == "search/q=%00")
    #expect(Endpoint.search(query: "100%").fixtureKey == "search/q=100%25")
  }

  @Test func descriptionNamesMethodPathAndQuery() {
    #expect(Endpoint.search(query: "鮭").description == "GET search?q=鮭")
    #expect(Endpoint.kitchen(id: 1).description == "GET kitchens/1")
    let post = Endpoint<Recipe>(path: "recipes", method: .post)
    #expect(post.description == "POST recipes")
  }

  @Test func apiErrorsNameTheEndpoint() {
    #expect(APIError.server(endpoint: "GET recipes/1", statusCode: 503).description.contains("GET recipes/1"))
    #expect(APIError.decoding(endpoint: "GET kitchens/1", message: "x").endpoint == "GET kitchens/1")
  }
}
