import Lattice

/// How a box of an animated SVG changes: its parts move to those of `target`
/// (the same item in the last layout), or the whole box fades.
struct BoxMotion {
    var target: RenderBox?
    var fade: (from: Double, to: Double)?
    var timing: SMILTiming
}

extension SVGRenderer {
    /// The SVG of `transition`: the first layout's boxes moving to the last
    /// layout's, the containers and grid overlay of the last layout.
    public func render(_ transition: SceneTransition) -> String {
        let timing = SMILTiming(animation: transition.animation, repeats: transition.repeats, pause: transition.pause)
        let from = transition.from
        let to = transition.to
        let size = Size(width: Swift.max(from.size.width, to.size.width),
                        height: Swift.max(from.size.height, to.size.height))
        var last: [String: RenderBox] = [:]
        for box in to.boxes {
            if let id = box.id { last[id] = box }
        }
        let firstIDs = Set(from.boxes.compactMap(\.id))
        return document(size: size, title: to.title ?? from.title, decorations: to.decorations, grids: to.grids) { out in
            for box in to.boxes where box.kind == .container {
                draw(box, into: &out)
            }
            for box in from.boxes where box.kind == .item {
                if let id = box.id, let target = last[id] {
                    draw(box, motion: BoxMotion(target: target, timing: timing), into: &out)
                } else {
                    draw(box, motion: BoxMotion(fade: (1, 0), timing: timing), into: &out)
                }
            }
            for box in to.boxes where box.kind == .item && !(box.id.map(firstIDs.contains) ?? false) {
                draw(box, motion: BoxMotion(fade: (0, 1), timing: timing), into: &out)
            }
        }
    }
}
