import KagamiTestSupport

/// This target's golden screens (`Goldens/`).
let screenGoldens = GoldenFolder(besides: #filePath, artifacts: "screen-goldens")
