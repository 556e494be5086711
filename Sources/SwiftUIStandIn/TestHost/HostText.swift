// SwiftUIStandIn: a compile and test harness, not a UI framework (see SwiftUIStandIn.swift).
//
// TEST-ONLY (see TestingSupport.swift): the test host's model of views.
#if !canImport(SwiftUI)
import Foundation

/// The test host's text metrics: every character 8 points wide, every line 16
/// points tall with its baseline 12 below its top (an ascent of 12 and a descent
/// of 4, as `Lattice`'s default `TextMetrics`); lines break between words
/// (spaces), a word wider than the line stands alone on its line; a newline ends
/// a line.
///
/// ```swift
/// HostText.size(of: "Hello world", proposal: ProposedViewSize(width: 60, height: nil))
/// // two lines, "Hello" and "world": 40 × 32; baselines 12 and 28
/// ```
enum HostText {
    static let characterWidth: CGFloat = 8
    static let lineHeight: CGFloat = 16
    /// The baseline of a line, from its top.
    static let baseline: CGFloat = 12

    /// The first and last baselines of text laid out at `size`: one line per
    /// `lineHeight` of its height.
    static func baselines(atSize size: CGSize) -> (first: CGFloat, last: CGFloat) {
        let lines = max(1, (size.height / lineHeight).rounded(.down))
        return (baseline, (lines - 1) * lineHeight + baseline)
    }

    /// The size of `string` for `proposal`: its natural one-line width when no
    /// width (or an infinite one) is offered, else broken into lines that fit.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    static func size(of string: String, proposal: ProposedViewSize) -> CGSize {
        let limit = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let maxCharacters = limit.map { Int(($0 / characterWidth).rounded(.down)) } ?? .max
        var widest = 0
        var lines = 0
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0
            lines += 1
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if line == 0 {
                    line = word.count
                } else if line + 1 + word.count <= maxCharacters {
                    line += 1 + word.count
                } else {
                    widest = max(widest, line)
                    lines += 1
                    line = word.count
                }
            }
            widest = max(widest, line)
        }
        return CGSize(width: CGFloat(widest) * characterWidth, height: CGFloat(lines) * lineHeight)
    }
}
#endif
