import KagamiFlex
import KagamiImage

/// `ViewNode`'s fields, one accessor each: read in place, changed in place once the box is unshared.
///
/// Written out rather than a key-path subscript (`@dynamicMemberLookup`): in debug builds, where
/// adopting packages run their snapshot tests, every key-path access was a run-time key-path
/// projection that copied all of `ViewNodeFields` (a dozen reference-counted values) to read one,
/// about 3% of a debug-build check (`kagami-bench check`).
extension ViewNode {
  var kind: String {
    _read { yield box.fields.kind }
    _modify {
      makeUnique()
      yield &box.fields.kind
    }
  }

  var id: String? {
    _read { yield box.fields.id }
    _modify {
      makeUnique()
      yield &box.fields.id
    }
  }

  var style: FlexStyle {
    _read { yield box.fields.style }
    _modify {
      makeUnique()
      yield &box.fields.style
    }
  }

  var children: [ViewNode] {
    _read { yield box.fields.children }
    _modify {
      makeUnique()
      yield &box.fields.children
    }
  }

  var measure: FlexMeasureFunction? {
    _read { yield box.fields.measure }
    _modify {
      makeUnique()
      yield &box.fields.measure
    }
  }

  var content: NodeContent? {
    _read { yield box.fields.content }
    _modify {
      makeUnique()
      yield &box.fields.content
    }
  }

  var paint: NodePaint {
    _read { yield box.fields.paint }
    _modify {
      makeUnique()
      yield &box.fields.paint
    }
  }

  var transforms: [AnchoredTransform] {
    _read { yield box.fields.transforms }
    _modify {
      makeUnique()
      yield &box.fields.transforms
    }
  }

  var tag: AnyHashable? {
    _read { yield box.fields.tag }
    _modify {
      makeUnique()
      yield &box.fields.tag
    }
  }

  var accessibility: AccessibilityInfo {
    _read { yield box.fields.accessibility }
    _modify {
      makeUnique()
      yield &box.fields.accessibility
    }
  }

  var expandsHorizontally: Bool {
    _read { yield box.fields.expandsHorizontally }
    _modify {
      makeUnique()
      yield &box.fields.expandsHorizontally
    }
  }

  var expandsVertically: Bool {
    _read { yield box.fields.expandsVertically }
    _modify {
      makeUnique()
      yield &box.fields.expandsVertically
    }
  }

  var dividerThickness: Double? {
    _read { yield box.fields.dividerThickness }
    _modify {
      makeUnique()
      yield &box.fields.dividerThickness
    }
  }

  var narrowestInRow: (() -> Double)? {
    _read { yield box.fields.narrowestInRow }
    _modify {
      makeUnique()
      yield &box.fields.narrowestInRow
    }
  }

  var shrinksInRows: Bool {
    _read { yield box.fields.shrinksInRows }
    _modify {
      makeUnique()
      yield &box.fields.shrinksInRows
    }
  }

  var stackSpacer: StackSpacer? {
    _read { yield box.fields.stackSpacer }
    _modify {
      makeUnique()
      yield &box.fields.stackSpacer
    }
  }

  var grid: GridValues {
    _read { yield box.fields.grid }
    _modify {
      makeUnique()
      yield &box.fields.grid
    }
  }

  var nestedLayout: NestedLayout? {
    _read { yield box.fields.nestedLayout }
    _modify {
      makeUnique()
      yield &box.fields.nestedLayout
    }
  }

  var safeAreaRole: SafeAreaRole? {
    _read { yield box.fields.safeAreaRole }
    _modify {
      makeUnique()
      yield &box.fields.safeAreaRole
    }
  }

  var frameDrawing: FrameDrawing? {
    _read { yield box.fields.frameDrawing }
    _modify {
      makeUnique()
      yield &box.fields.frameDrawing
    }
  }

  var containerItem: ContainerItemOptions? {
    _read { yield box.fields.containerItem }
    _modify {
      makeUnique()
      yield &box.fields.containerItem
    }
  }
}
