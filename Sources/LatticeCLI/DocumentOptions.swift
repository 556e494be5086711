import ArgumentParser
import Lattice
import LatticeRender
import LatticeGallery
import LatticeInput

/// FILE and the space to lay it out in, shared by `render` and `layout`.
struct DocumentOptions: ParsableArguments {
    @Argument(help: "A grid document: the fixture JSON format or the YAML form (Examples/README.md).")
    var file: String

    @Option(help: ArgumentHelp("The available width: pixels, max-content or min-content (default: the file's).",
                               valueName: "W"))
    var width: String?

    @Option(help: ArgumentHelp("The available height: pixels, max-content or min-content (default: the file's).",
                               valueName: "H"))
    var height: String?

    /// The document with the available space overridden by the options.
    func document(status: StatusLine) throws -> StyledDocument {
        for (name, value) in [("width", width), ("height", height)] {
            if let value, InputDocument.space(value) == nil {
                throw InputError(file: "--\(name) \(value)", "expected a number of pixels, max-content or min-content")
            }
        }
        status.show("reading \(file)")
        var document = try InputDocument.read(file)
        if let width, let space = InputDocument.space(width) { document.available.width = space }
        if let height, let space = InputDocument.space(height) { document.available.height = space }
        return document
    }

    /// The document's layout.
    func layout(_ document: StyledDocument, status: StatusLine) throws -> (node: Node, layout: NodeLayout) {
        status.show("laying out \(document.root.subtreeCount) nodes")
        return try InputDocument.layout(document)
    }
}

/// Runs `body`, printing an ``InputError`` as one line and exiting with status 1.
func reportingErrors(_ status: StatusLine? = nil, _ body: () throws -> Void) throws {
    do {
        try body()
        status?.clear()
    } catch let error as InputError {
        status?.clear()
        Console.report(error)
        throw ExitCode.failure
    }
}
