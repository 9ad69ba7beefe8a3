// DescriptorResolverPlugin: runs kagami-resolver-generator on a target's Swift sources at build time
// and compiles the generated resolver into that target (Docs/resolver.md).
// Design rules: apply it to the module that declares the descriptors (the Core), so the generated
// public protocol lives where the composition root can conform to it. A build command (not a
// prebuild command) runs only when a source file changes, so a no-op rebuild costs nothing.
import Foundation
import PackagePlugin

/// Generates `<Target>ConcreteResolver.swift` from the target's sources.
@main
struct DescriptorResolverPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let inputs = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "\(module.name)ConcreteResolver.swift")
    // No --root: the generator names the inputs relative to their common folder (the target's).
    let arguments = ["--module", module.name, "--output", output.path] + inputs.map(\.path)
    return [
      .buildCommand(
        displayName: "Generating the descriptor resolver of \(module.name)",
        executable: try context.tool(named: "kagami-resolver-generator").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
