// RecipeFixtureArt
