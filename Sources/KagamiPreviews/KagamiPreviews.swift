// KagamiPreviews: declare a screen's states once; tests, the sandbox and the gallery render them.
// Design rules:
// - A preview is a name, a scenario (the app's own type: fixture set, injected failures, delays…),
//   a layout (`SnapshotLayout`: the device screen, the whole content…) and an async builder of the content from an environment.
//   Kagami knows nothing of the app's environment: a `PreviewHost` makes one for a scenario.
// - A module publishes its previews in one `PreviewModule`; a `PreviewCatalog` collects modules and
//   pairs them with the host (only the app's composition root knows every module).
// - Content is loaded once per preview and locale, then rendered in every variant of that locale:
//   the environment sees the locale only; device, scheme, text size and direction apply at render.
// - A load that reports a problem (a missing fixture), throws or outlives its timeout fails, naming
//   the preview; nothing waits forever.
// - Declaring previews needs the DSL only: feature modules that publish previews never wait for the
//   rasterizer to build. Rendering is the renderer's (`PreviewRenderer` in KagamiRenderer, over the
//   pooled `ScreenRenderer`): previews render in parallel and the same preview in the same traits
//   gives the same pixels in tests, the sandbox and the gallery.
@_exported import KagamiLayout
