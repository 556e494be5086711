import ArgumentParser
import Lattice
import LatticeRender
import LatticeGallery

/// `lattice render FILE [--format svg|text|html|json] [--width W] [--height H] [-o OUT]`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a grid document and draw it as SVG, text, an HTML comparison page or JSON frames.",
        discussion: """
            FILE is a fixture JSON document or the YAML form (Examples/README.md). Formats:
              svg   an SVG 1.1 picture (--grid adds the tracks, gaps and line numbers)
              text  box drawing for a terminal, --columns wide, coloured on a terminal
              html  the SVG next to the same grid as HTML and CSS, for your browser to compare
              json  the frames, as `lattice layout` prints them
            Without --format, the format follows OUT's extension, else svg.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, text, html, json
    }

    @OptionGroup var input: DocumentOptions

    @Option(help: "svg, text, html or json.")
    var format: Format?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "OUT"))
    var output: String?

    @Flag(help: "Draw the grid overlay: track edges, gaps, line numbers and item baselines (svg, html).")
    var grid = false

    @Option(help: "The width of the text drawing in columns (default: the terminal's, else 80).")
    var columns: Int?

    /// The format asked for, else the one OUT's extension names, else SVG.
    var resolvedFormat: Format {
        if let format { return format }
        let lowered = output?.lowercased() ?? ""
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") { return .html }
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") { return .text }
        return .svg
    }

    func run() throws {
        let status = StatusLine()
        try reportingErrors(status) {
            let document = try input.document(status: status)
            let (node, layout) = try input.layout(document, status: status)
            status.show("drawing")
            let text: String
            switch resolvedFormat {
            case .json:
                text = LayoutJSON.string(node: node, layout: layout)
            case .svg:
                let scene = RenderScene(node: node, layout: layout, appearances: document.appearances, title: document.title)
                text = scene.svg(SVGOptions(showsGrid: grid))
            case .html:
                text = HTMLExport.page(for: document, node: node, layout: layout, svg: SVGOptions(showsGrid: grid))
            case .text:
                let scene = RenderScene(node: node, layout: layout, appearances: document.appearances, title: document.title)
                let toTerminal = (output == nil || output == "-") && Console.outputIsTerminal
                text = scene.text(columns: max(1, columns ?? Console.columns), colors: toTerminal)
            }
            status.clear()
            try Console.write(text, to: output)
        }
    }
}

/// `lattice layout FILE`: the frames as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a grid document and print every node's frame as JSON.",
        discussion: """
            The output has the tree shape of the input: every node is \
            {"x": …, "y": …, "width": …, "height": …, "children": […]}, its border box relative to \
            its parent's, as a fixture's "expected" values are.
            """
    )

    @OptionGroup var input: DocumentOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "OUT"))
    var output: String?

    func run() throws {
        let status = StatusLine()
        try reportingErrors(status) {
            let document = try input.document(status: status)
            let (node, layout) = try input.layout(document, status: status)
            status.clear()
            try Console.write(LayoutJSON.string(node: node, layout: layout), to: output)
        }
    }
}
