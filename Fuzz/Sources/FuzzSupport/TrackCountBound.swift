import LatticeCore

/// An upper bound on the tracks of a grid's layout on each axis, from its style and its
/// children's placements: ``NodeLayout/columns`` and ``NodeLayout/rows`` make arrays of
/// every track, which for lines in the millions (the engine keeps them as sets) take
/// hundreds of megabytes and seconds; the invariants read them only for grids with few.
public enum TrackCountBound {
    /// The most tracks the invariants list on an axis.
    public static let listable = 100_000.0

    /// Whether `node`'s layout has at most ``listable`` tracks on each axis.
    public static func hasFewTracks(_ node: Node) -> Bool {
        bound(node, .horizontal) <= listable && bound(node, .vertical) <= listable
    }

    /// At least as many tracks as `node`'s layout has on `axis` (infinite for an
    /// auto-repeat, whose count follows the container's size).
    static func bound(_ node: Node, _ axis: Axis) -> Double {
        let style = node.style
        var explicit = 0.0
        for entry in style.gridTemplate(axis).entries {
            switch entry {
            case .track: explicit += 1
            case .repeat(.count(let count), let tracks, _): explicit += Double(max(count, 0)) * Double(tracks.count)
            case .repeat: return .infinity
            }
        }
        var areaLines = 0.0
        for area in style.gridTemplateAreas {
            let end = axis == .horizontal ? area.columnEnd : area.rowEnd
            areaLines = max(areaLines, Double(end.magnitude))
        }
        // An item's lines lie at most its line numbers and spans beyond the explicit grid
        // (lines of a name the grid lacks are counted as implicit lines past its edge).
        var itemLines = 0.0
        for child in node.children {
            let placement = child.style.gridPlacement(axis)
            itemLines += magnitude(placement.start) + magnitude(placement.end) + 1
        }
        return explicit + areaLines + itemLines + 1
    }

    private static func magnitude(_ line: GridLine) -> Double {
        switch line {
        case .auto, .named: return 0
        case .line(let number, _), .span(let number, _): return Double(number.magnitude)
        }
    }
}
