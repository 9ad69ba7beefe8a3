// KagamiDiff: image comparison with pixelmatch 7.2 semantics. (Work in progress: see issue 5.)
