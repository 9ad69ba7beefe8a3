// KagamiLayout: the screen DSL, on top of the flexbox engine (KagamiFlex).
//
// Design rules:
// - The DSL (DSL/) resolves views into flex nodes with an injected environment (`Traits`: device,
//   colour scheme, content size, locale, direction; never read from the process), measures `Text`
//   through KagamiText at the device scale, and produces a `LaidOutNode` tree with two stable dumps
//   (layout and accessibility). Errors met while resolving (a missing fixture, text without fonts) are
//   kept in the `LayoutContext` and thrown when the pass ends.
// - Images: this module sits below KagamiRaster. An `Image` holds an `ImageSource`: a fixture path,
//   resolved through the context's `ImageLoader` (the renderer's loader decodes PNGs), or a `Bitmap`.
//   The laid-out tree carries the pixels; KagamiRaster paints them. No decoding or painting here.
// - The engine's vocabulary (`FlexNode`, `FlexStyle`, `MeasureMode`…) is not re-exported: the DSL's
//   namespace holds views and modifiers; only `LayoutDirection` and `FlexValue`, which the DSL's own
//   API takes, are re-exported.
//
// The DSL speaks the image and text vocabularies: a view's pixels are a `Bitmap`, resolved colours
// are `RGBAColor`s, images fill frames by `ContentMode`, and text takes KagamiText's fonts, weights,
// styles and content sizes; so `import KagamiLayout` brings KagamiImage and KagamiText.
@_exported import KagamiImage
@_exported import KagamiText

// Re-exported one by one: the DSL's own API takes them (`Traits.layoutDirection`, `flex(basis:)`).
@_exported import enum KagamiFlex.FlexValue
@_exported import enum KagamiFlex.LayoutDirection
