// The DSL speaks the image vocabulary: a view's pixels are a `Bitmap`, resolved colours are
// `RGBAColor`s and images fill frames by `ContentMode`, so `import KagamiLayout` brings KagamiImage.
@_exported import KagamiImage
