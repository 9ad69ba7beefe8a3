import ArgumentParser

/// `--device --scheme --locale --size --direction --scale` for `render`: each left out is taken from
/// the sandbox's first variant.
struct VariantOptions: ParsableArguments {
  @Option(help: "Device: iphone-se3 (iphonese), iphone15, iphone15promax, ipad10 (ipad).")
  var device: String?

  @Option(help: "Colour scheme: light or dark.")
  var scheme: String?

  @Option(help: "Locale: a language the sandbox's variants use (ja, en) or an identifier (en_GB).")
  var locale: String?

  @Option(help: "Dynamic Type size: large, extraExtraExtraLarge, accessibilityMedium… (or size<n>).")
  var size: String?

  @Option(help: "Layout direction: ltr or rtl.")
  var direction: String?

  @Option(help: "Pixels per point, 1 to 3 (default: the first variant's).")
  var scale: Int?

  /// The traits these options name over `base`.
  func traits(over base: Traits, known: [Traits]) throws(SandboxError) -> Traits {
    var traits = base
    var scale = base.device.scale == TraitValues.baseDevice(base.device).scale ? nil : base.device.scale
    traits.device = TraitValues.baseDevice(base.device)
    if let device { traits.device = try TraitValues.device(device, known: known.map(\.device)) }
    if let scheme { traits.colorScheme = try TraitValues.scheme(scheme) }
    if let locale { traits.locale = try TraitValues.locale(locale, known: known.map(\.locale)) }
    if let size { traits.contentSizeCategory = try TraitValues.size(size) }
    if let direction { traits.layoutDirection = try TraitValues.direction(direction) }
    if let value = self.scale { scale = try TraitValues.scale(value) }
    return traits.scaled(to: scale)
  }
}

/// `--module --device --scheme --locale --size --direction` for `render-all` and `gallery`, each
/// repeatable: the sandbox's variants and modules narrowed to the values named.
struct SelectionOptions: ParsableArguments {
  @Option(help: "Only this module (repeatable).")
  var module: [String] = []

  @Option(help: "Only variants on this device (repeatable).")
  var device: [String] = []

  @Option(help: "Only variants in this colour scheme (repeatable).")
  var scheme: [String] = []

  @Option(help: "Only variants in this locale (repeatable).")
  var locale: [String] = []

  @Option(help: "Only variants at this text size (repeatable).")
  var size: [String] = []

  @Option(help: "Only variants in this layout direction (repeatable).")
  var direction: [String] = []

  /// The modules named (every module when none is).
  func modules<Host: PreviewHost>(of catalog: PreviewCatalog<Host>) throws(SandboxError)
    -> [PreviewModule<Host.Scenario, Host.Environment>]
  {
    do {
      try catalog.validate()
      if module.isEmpty { return catalog.modules }
      var chosen: [PreviewModule<Host.Scenario, Host.Environment>] = []
      for name in module { chosen.append(try catalog.module(named: name)) }
      return chosen
    } catch {
      throw .preview(error)
    }
  }

  /// The variants of `all` that match every filter; none is an error listing them.
  func variants(of all: [Traits]) throws(SandboxError) -> [Traits] {
    let matches = try predicate(known: all)
    let chosen = all.filter { matches(VariantAxes($0)) }
    guard !chosen.isEmpty else {
      let filters = [
        ("device", device), ("scheme", scheme), ("locale", locale), ("size", size), ("direction", direction),
      ]
      .filter { !$0.1.isEmpty }.map { "--\($0.0) \($0.1.joined(separator: ","))" }
      throw .noVariants(filters.joined(separator: " "), known: all.map(\.variantName))
    }
    return chosen
  }

  /// The trait filters as one test on a variant's axes (the names variant names use), each value
  /// checked against what `known` and the presets accept.
  func predicate(known: [Traits]) throws(SandboxError) -> @Sendable (VariantAxes) -> Bool {
    let devices = try device.map { value throws(SandboxError) in
      try TraitValues.device(value, known: known.map(\.device)).name
    }
    let schemes = try scheme.map { value throws(SandboxError) in try TraitValues.scheme(value).rawValue }
    let locales = try locale.map { value throws(SandboxError) in
      try TraitValues.locale(value, known: known.map(\.locale)).variantComponent
    }
    let sizes = try size.map { value throws(SandboxError) in "\(try TraitValues.size(value))" }
    let directions = try direction.map { value throws(SandboxError) in
      VariantAxes.name(of: try TraitValues.direction(value))
    }
    return { axes in
      (devices.isEmpty || devices.contains { axes.device == $0 || axes.device.hasPrefix($0 + "-") })
        && (schemes.isEmpty || schemes.contains(axes.scheme)) && (locales.isEmpty || locales.contains(axes.locale))
        && (sizes.isEmpty || sizes.contains(axes.size)) && (directions.isEmpty || directions.contains(axes.direction))
    }
  }
}
