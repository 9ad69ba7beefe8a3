import KagamiTestSupport

/// This target's golden PNGs (`Goldens/`).
let goldenImages = GoldenFolder(besides: #filePath, artifacts: "goldens")
