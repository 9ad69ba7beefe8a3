// KagamiSandbox: the command-line sandbox of a package's previews, declared in a few lines:
//
//     import KagamiSandbox
//     @main struct AppPreviews: PreviewSandbox {
//       static let catalog = PreviewCatalog(host: AppPreviewHost(), modules: [SearchPreviews.module])
//       static let variants = Traits.matrix(devices: [.iPhone15], locales: [.enUS, .jaJP])
//     }
//
// gives `list`, `render`, `render-all`, `gallery` and `versions` (also reached as `kagami previews …`).
// Design rules:
// - Renders go through KagamiPreviews exactly as the snapshot tests do: same host, traits, encoder.
// - `render-all` is deterministic: the same catalog gives the same bytes and the same `hashes.txt`.
// - Bad input names the value and lists what exists; every file is written atomically.
// - Progress goes to standard error, results to standard output.
// - It re-exports the preview vocabulary a sandbox declares (KagamiPreviews), not ArgumentParser: a
//   package that adds commands of its own imports ArgumentParser itself.
import ArgumentParser
@_exported import KagamiPreviews
