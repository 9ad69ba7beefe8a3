/// The state of one screen while it is laid out: `@State` and `@StateObject` storage by position in
/// the view tree, `@AppStorage` values by key, and which `onAppear` actions have run. It lives for
/// one layout (all of its passes), so a state that an `onAppear` action changes is what the next
/// pass draws; nothing carries over to the next screen.
final class StateStore {
  /// The storage box of each `@State` (and `@StateObject`) by the view's key and the property's name.
  private var boxes: [String: AnyObject] = [:]
  /// The `onAppear` actions already run (by key).
  private var appeared: Set<String> = []
  /// Whether an action ran during the current pass (another pass then draws its effect).
  private(set) var ranActions = false
  /// How many views of each type have been keyed under each parent key in the current pass.
  private var counters: [String: [ObjectIdentifier: Int]] = [:]
  /// The keys of the stateful views being resolved, innermost last.
  private var path: [String] = []

  /// The box stored under `key`, or `make()`'s, stored from now on.
  func box<Box: AnyObject>(_ key: String, make: () -> Box) -> Box {
    if let box = boxes[key] as? Box { return box }
    let box = make()
    boxes[key] = box
    return box
  }

  /// A new pass: positions are counted afresh; boxes and the actions that ran stay.
  func beginPass() {
    counters.removeAll(keepingCapacity: true)
    path.removeAll(keepingCapacity: true)
    ranActions = false
  }

  /// The key of the next view of `type` under the innermost stateful view: its type and how many
  /// views of that type came before it there (`/ProfileCard#0/Toggle#1`).
  func key(for type: Any.Type) -> String {
    let parent = path.last ?? ""
    let identifier = ObjectIdentifier(type)
    let index = counters[parent, default: [:]][identifier, default: 0]
    counters[parent, default: [:]][identifier] = index + 1
    return "\(parent)/\(type)#\(index)"
  }

  /// Resolves `body` with `key` as the innermost stateful view.
  func within<Result>(_ key: String, _ body: () -> Result) -> Result {
    path.append(key)
    defer { path.removeLast() }
    return body()
  }

  /// A key for the next action of `kind` inside the innermost stateful view.
  func actionKey(_ kind: String) -> String { key(for: AppearAction.self) + kind }

  /// Runs `action` unless the action at `key` already ran in an earlier pass.
  func runOnce(_ key: String, _ action: () -> Void) {
    guard appeared.insert(key).inserted else { return }
    ranActions = true
    action()
  }
}

/// The type that numbers `onAppear` actions in a `StateStore`.
enum AppearAction {}
