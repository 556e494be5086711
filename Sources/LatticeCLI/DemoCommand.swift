import ArgumentParser
import Foundation
import Lattice
import LatticeRender
import LatticeGallery
import LatticeInput

/// `lattice demo [--out DIR]`: the gallery as SVG files and an index page, and
/// the calculator in the terminal.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the built-in gallery to SVG files and an index.html, and draw the calculator here.",
        discussion: "Needs no other files. Open DIR/index.html in a browser to see every example."
    )

    @Option(help: ArgumentHelp("The folder to write to (created if needed).", valueName: "DIR"))
    var out = "lattice-demo"

    @Flag(help: "Add the grid overlay (tracks, gaps, line numbers, baselines) to the pictures.")
    var grid = false

    @Option(help: "The width of the calculator drawing in columns.")
    var columns = 50

    func run() throws {
        let status = StatusLine()
        try reportingErrors(status) {
            let folder = URL(fileURLWithPath: out, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw InputError(file: out, "cannot create the folder")
            }
            let examples = Gallery.examples
            var pages: [String: String] = [:]
            for (index, example) in examples.enumerated() {
                status.show("[\(index + 1)/\(examples.count)] \(example.name)")
                let svg = example.svg(SVGOptions(showsGrid: grid))
                try Console.write(svg, to: folder.appendingPathComponent(example.name + ".svg").path)
                if let document = example.document, let html = try? HTMLExport.page(for: document) {
                    let name = example.name + ".html"
                    try Console.write(html, to: folder.appendingPathComponent(name).path)
                    pages[example.name] = name
                }
            }
            try Console.write(DemoIndex.page(examples, comparisonPages: pages),
                              to: folder.appendingPathComponent("index.html").path)
            status.clear()

            let calculator = RenderScene(Gallery.calculator, in: Gallery.calculatorSize)
            print("exyte's Calculator, laid out by Lattice (\(Int(Gallery.calculatorSize.width)) × \(Int(Gallery.calculatorSize.height)) points):\n")
            print(calculator.text(columns: max(1, columns), colors: Console.outputIsTerminal), terminator: "")
            print("\nWrote \(examples.count) SVG pictures and index.html to \(out)/. Open \(out)/index.html in a browser.")
        }
    }
}

/// The demo's index page.
enum DemoIndex {
    static func page(_ examples: [GalleryExample], comparisonPages: [String: String]) -> String {
        var sections = ""
        for api in GalleryExample.API.allCases {
            let group = examples.filter { $0.api == api }
            guard !group.isEmpty else { continue }
            sections += "<h2>\(escaped(api.rawValue))</h2>\n<div class=\"gallery\">\n"
            for example in group {
                sections += "<figure id=\"\(escaped(example.name))\"><img src=\"\(escaped(example.name)).svg\" alt=\"\(escaped(example.title))\">"
                sections += "<figcaption><strong>\(escaped(example.title))</strong>: \(escaped(example.summary))"
                if let page = comparisonPages[example.name] {
                    sections += " <a href=\"\(escaped(page))\">Compare with your browser</a>."
                }
                sections += "</figcaption></figure>\n"
            }
            sections += "</div>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Lattice gallery</title>
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; margin: 32px; color: #1c1c1e; max-width: 1400px; }
            .gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 32px; }
            figure { margin: 0; }
            img { max-width: 100%; height: auto; border: 1px solid #e5e5ea; }
            figcaption { margin-top: 6px; }
            </style>
            </head>
            <body>
            <h1>Lattice gallery</h1>
            <p>Classic grids built with Lattice's APIs, laid out by its CSS Grid engine and drawn as SVG.</p>
            \(sections)</body>
            </html>

            """
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
