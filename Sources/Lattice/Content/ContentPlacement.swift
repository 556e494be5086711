// Content placed in a larger frame by an alignment: what frames do to their content.

extension GridContent {
    /// This content, of `size`, aligned by `alignment` in `container`: its frame, and
    /// its baselines from its own top (asked only when a baseline guide aligns it or
    /// `wantsBaselines`; `nil` otherwise or without text).
    func placed(_ size: Size, by alignment: Alignment, in container: Rect,
                wantsBaselines: Bool = false) -> (frame: Rect, baselines: Baselines?) {
        guard wantsBaselines || alignment.vertical.textBaseline != nil else {
            return (alignment.frame(of: size, in: container), nil)
        }
        let baselines = textBaselines(at: size)
        return (alignment.frame(of: size, baselines: baselines, in: container), baselines)
    }

    /// The baselines of this content, of `size`, aligned by `alignment` in a frame of
    /// `frameSize`, from the frame's top.
    func baselines(_ size: Size, alignedBy alignment: Alignment, inFrameOf frameSize: Size) -> Baselines? {
        let placed = placed(size, by: alignment, in: Rect(x: 0, y: 0, width: frameSize.width, height: frameSize.height),
                            wantsBaselines: true)
        return placed.baselines.map { Baselines(first: $0.first + placed.frame.y, last: $0.last + placed.frame.y) }
    }
}
