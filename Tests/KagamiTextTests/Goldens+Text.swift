import KagamiTestSupport

/// This target's golden text renderings (`Goldens/`).
let textGoldens = GoldenFolder(besides: #filePath, artifacts: "text-goldens")
