// KagamiLayout: the screen DSL, traits, the flexbox engine and the laid-out tree.
// (Work in progress: see issue 4.)
