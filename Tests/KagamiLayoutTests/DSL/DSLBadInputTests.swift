import KagamiFlex
import KagamiLayout
import Testing

@Suite struct DSLBadInputTests {
  @Test(arguments: [Double.nan, -10, Double.infinity, -Double.infinity])
  func badFrameSizesAreErrorsNamingTheValue(_ value: Double) throws {
    let view = Rectangle().frame(width: value, height: 10).id("box")
    do {
      _ = try ViewLayout.layout(view, traits: Traits(), context: LayoutContext(fonts: nil))
      Issue.record("no error for width \(value)")
    } catch let error as FlexLayoutError {
      #expect("\(error)".contains("width"), "\(error)")
    }
  }

  @Test func negativePaddingCountsAsZeroAndNaNOpacityAsTransparent() throws {
    let tree = try ViewLayout.layout(
      Rectangle().frame(width: 10, height: 10).padding(-5).opacity(.nan), width: 50, height: 50)
    #expect(tree.children[0].frame.width == 10)
    #expect(tree.children[0].paint.opacity == 0)
  }

  @Test(arguments: [Double.nan, -1, Double.infinity])
  func badDeviceSizesAreErrors(_ value: Double) {
    let device = DSLTestSupport.device(width: value, height: 100)
    #expect(throws: FlexLayoutError.self) {
      try ViewLayout.layout(Rectangle(), traits: Traits(device: device), context: LayoutContext(fonts: nil))
    }
  }

  @Test func tenThousandNodes() throws {
    let view = VStack(spacing: 0) {
      ForEach(0..<100) { row in
        HStack(spacing: 0) {
          ForEach(0..<99) { column in Rectangle().frame(width: 1, height: 1).id("r\(row)c\(column)") }
        }
      }
    }
    let tree = try ViewLayout.layout(view, traits: Traits(device: .iPad10), context: LayoutContext(fonts: nil))
    var count = 0
    var stack = [tree]
    while let node = stack.popLast() {
      count += 1
      stack.append(contentsOf: node.children)
    }
    #expect(count > 10_000)
    #expect(tree.framesByID["r99c98"] != nil)
  }

  @Test func thousandLevelsOfNesting() throws {
    var view = AnyView(Rectangle().frame(width: 10, height: 10).id("leaf"))
    for _ in 0..<1_000 { view = AnyView(VStack { view }) }
    let tree = try ViewLayout.layout(view, traits: Traits(), context: LayoutContext(fonts: nil))
    #expect(tree.framesByID["leaf"]?.width == 10)
    #expect(tree.dump().split(separator: "\n").count == 1 + 1_000 + 2)
  }

  @Test func nestingPastTheLimitIsAnError() {
    var view = AnyView(Rectangle())
    for _ in 0..<5_000 { view = AnyView(VStack { view }) }
    #expect(throws: ViewLayoutError.tooDeep(limit: 4_000)) {
      try ViewLayout.layout(view, traits: Traits(), context: LayoutContext(fonts: nil))
    }
  }

  @Test func fixtureImagesNeedALoaderAndLoaderErrorsPassThrough() {
    #expect(throws: ImageError.noLoader(path: "cat.png")) {
      try ViewLayout.layout(Image(fixture: "cat.png"), traits: Traits(), context: LayoutContext(fonts: nil))
    }
    let loader = ImageLoader { throw ImageError.missing(path: "/fixtures/" + $0) }
    #expect(throws: ImageError.missing(path: "/fixtures/dog.png")) {
      try ViewLayout.layout(
        VStack { Image(fixture: "dog.png") }, traits: Traits(), context: LayoutContext(fonts: nil, images: loader))
    }
  }

  @Test func badPixelImagesAreErrors() {
    #expect(throws: RasterError.self) { try Bitmap(width: 2, height: 2, pixels: [0, 0, 0]) }
    #expect(throws: RasterError.self) { try Bitmap(width: 0, height: 2, pixels: []) }
    #expect(throws: RasterError.self) { try Bitmap(width: -1, height: -1, pixels: [0, 0, 0, 0]) }
  }
}
