// The DSL speaks the image and text vocabularies: a view's pixels are a `Bitmap`, resolved colours
// are `RGBAColor`s, images fill frames by `ContentMode`, and text takes KagamiText's fonts, weights,
// styles and content sizes; so `import KagamiLayout` brings KagamiImage and KagamiText.
@_exported import KagamiImage
@_exported import KagamiText
