import Foundation
import LatticeRender

/// A web page that shows Lattice's drawing of a CSS document next to the same
/// document written as HTML with CSS Grid, so a browser lays it out too.
///
/// The HTML side uses the fixtures' base style sheet (`box-sizing: border-box`,
/// no margins, `font-size: 0`) and lays out words content as the fixtures do
/// (inline blocks of the words' widths with a break opportunity between them), so
/// a conforming browser gives the same boxes. A small script in the page compares
/// every box with Lattice's and outlines the ones that differ by more than half a pixel.
///
/// ```swift
/// let html = try HTMLExport.page(for: Gallery.pageLayout)
/// try html.write(toFile: "page-layout.html", atomically: true, encoding: .utf8)
/// ```
public enum HTMLExport {
    /// The page for `document`, laid out by Lattice.
    ///
    /// - Throws: ``DocumentError`` when a style is not valid CSS.
    public static func page(for document: StyledDocument, svg options: SVGOptions = SVGOptions(showsGrid: true)) throws -> String {
        let (node, layout) = try document.layout()
        return page(for: document, node: node, layout: layout, svg: options)
    }

    /// The page for `document` with a layout already computed (`node` and `layout`
    /// must come from ``StyledDocument/layout()``).
    public static func page(for document: StyledDocument, node: Node, layout: NodeLayout,
                            svg options: SVGOptions = SVGOptions(showsGrid: true)) -> String {
        let title = document.title ?? document.name
        let scene = RenderScene(node: node, layout: layout, appearances: document.appearances, title: title)
        var svg = scene.svg(options)
        if let declarationEnd = svg.range(of: "?>\n") {
            svg = String(svg[declarationEnd.upperBound...])
        }
        var writer = HTMLTreeWriter()
        writer.write(document.root, node, layout, isRoot: true, available: document.available, indent: 2)
        let stageWidth = document.available.width.definiteValue.map { "\(LayoutJSON.number($0))px" } ?? "auto"
        let stageHeight = document.available.height.definiteValue.map { "\(LayoutJSON.number($0))px" } ?? "auto"
        let boxWidth = LayoutJSON.number(Swift.max(scene.size.width, document.available.width.definiteValue ?? 0))
        let boxHeight = LayoutJSON.number(Swift.max(scene.size.height, document.available.height.definiteValue ?? 0))
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escaped(title)): Lattice and this browser</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
            .panes { display: flex; flex-wrap: wrap; gap: 40px; align-items: flex-start; }
            figure { margin: 0; }
            figcaption { font-weight: 600; margin-bottom: 8px; }
            #summary.same { color: #1a7f37; } #summary.different { color: #cf222e; }
            .frame { position: relative; width: \(boxWidth)px; height: \(boxHeight)px; }
            .stage { position: absolute; left: 0; top: 0; width: \(stageWidth); height: \(stageHeight); outline: 1px dashed #aeaeb2; }
            .stage div { display: block; box-sizing: border-box; position: relative; direction: ltr;
                         margin: 0; padding: 0; border: 0 solid #8e8e93; font-size: 0; line-height: 0; color: #000; }
            .stage .word { display: inline-block; vertical-align: top; white-space: pre; overflow: visible;
                           font: 13.33px/16px monospace; }
            .stage .label { position: absolute; left: 0; right: 0; top: 50%; transform: translateY(-50%);
                            text-align: center; font: 13.33px/16px monospace; overflow: hidden; white-space: nowrap; }
            .stage .mismatch { outline: 2px solid #ff3b30; outline-offset: -1px; }
            </style>
            </head>
            <body>
            <h1>\(escaped(title))</h1>
            <p>Left: the layout computed by Lattice, drawn as SVG. Right: the same CSS as HTML, laid out by this
            browser. Boxes that differ by more than half a pixel are outlined in red; hover one to see both frames.</p>
            <p id="summary">Comparing…</p>
            <div class="panes">
            <figure><figcaption>Lattice</figcaption>
            \(svg)</figure>
            <figure><figcaption>This browser (CSS Grid)</figcaption>
            <div class="frame"><div class="stage">
            \(writer.text)</div></div>
            </figure>
            </div>
            <script>
            (function () {
              var boxes = document.querySelectorAll('.stage [data-lattice]');
              var differing = 0, compared = 0;
              boxes.forEach(function (box) {
                if (getComputedStyle(box).display === 'none') return;
                var want = box.getAttribute('data-lattice').split(' ').map(Number);
                var parent = box.parentElement.closest('[data-lattice]') || box.closest('.stage');
                var r = box.getBoundingClientRect(), p = parent.getBoundingClientRect();
                var got = [r.left - p.left, r.top - p.top, r.width, r.height];
                compared++;
                if (got.some(function (v, i) { return Math.abs(v - want[i]) > 0.5; })) {
                  differing++;
                  box.classList.add('mismatch');
                  box.title = 'Lattice: ' + want.join(' ') + '\\nbrowser: ' + got.map(function (v) { return Math.round(v * 100) / 100; }).join(' ');
                }
              });
              var summary = document.getElementById('summary');
              summary.className = differing ? 'different' : 'same';
              summary.textContent = differing
                ? differing + ' of ' + compared + ' boxes differ from Lattice.'
                : 'All ' + compared + ' boxes match Lattice.';
            })();
            </script>
            </body>
            </html>

            """
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML text and attributes.
    static func escaped(_ text: String) -> String {
        SVGText.escaped(text)
    }
}

/// Writes a document's nodes as nested `div`s with their CSS as inline styles.
private struct HTMLTreeWriter {
    var text = ""
    /// The number of uncoloured leaves so far (to pick the same palette colours as the SVG).
    var paletteIndex = 0

    mutating func write(_ styled: StyledNode, _ node: Node, _ layout: NodeLayout?, isRoot: Bool,
                        available: AvailableSize, indent: Int, insideHidden: Bool = false) {
        var declarations = styled.style.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let isHidden = insideHidden || node.style.display == .none
        let isGrid = node.style.display == .grid || !node.children.isEmpty
        if isRoot {
            declarations.insert(contentsOf: ["position: absolute", "left: 0", "top: 0"], at: 0)
            // An auto-width root is as wide as its fit-content width in the available width;
            // with an indefinite one, that is its max- or min-content width.
            if styled.style["width"] == nil, let keyword = Self.keyword(available.width) {
                declarations.append("width: \(keyword)")
            }
        }
        var fill = styled.color
        if fill == nil && !isRoot && !isHidden {
            if isGrid {
                fill = RenderPalette.container
            } else {
                fill = RenderPalette.color(at: paletteIndex)
                paletteIndex += 1
            }
        }
        if let fill {
            declarations.append("background-color: \(fill.hex)")
            if fill.opacity < 1 { declarations[declarations.count - 1] = "background-color: rgba(\(Self.rgba(fill)))" }
            // Text and labels in white on dark fills, as in the SVG.
            if SVGText.isDark(fill) { declarations.append("color: #fff") }
        }
        let frame = layout?.frame ?? .zero
        let lattice = [frame.x, frame.y, frame.width, frame.height].map(LayoutJSON.number).joined(separator: " ")
        let pad = String(repeating: " ", count: indent)
        text += "\(pad)<div style=\"\(HTMLExport.escaped(declarations.joined(separator: "; ")))\" data-lattice=\"\(lattice)\""
        if let label = styled.label { text += " title=\"\(HTMLExport.escaped(label))\"" }
        text += ">"
        if let words = styled.text.map(TextWords.init) {
            for (word, width) in zip(words.words, words.widths) {
                text += "<span class=\"word\" style=\"width: \(LayoutJSON.number(width))px; height: \(LayoutJSON.number(words.lineHeight))px\">"
                text += HTMLExport.escaped(word) + "</span><wbr>"
            }
        } else if let content = styled.content {
            for width in content.widths {
                text += "<span class=\"word\" style=\"width: \(LayoutJSON.number(width))px; height: \(LayoutJSON.number(content.lineHeight))px\"></span><wbr>"
            }
        } else if !isGrid, let label = styled.label {
            text += "<span class=\"label\">\(HTMLExport.escaped(label))</span>"
        }
        if !styled.children.isEmpty {
            text += "\n"
            for (index, child) in styled.children.enumerated() where index < node.children.count {
                let childLayout = layout.flatMap { index < $0.children.count ? $0.children[index] : nil }
                write(child, node.children[index], childLayout, isRoot: false, available: available,
                      indent: indent + 2, insideHidden: isHidden)
            }
            text += pad
        }
        text += "</div>\n"
    }

    static func keyword(_ space: AvailableSpace) -> String? {
        switch space {
        case .definite: return nil
        case .maxContent: return "max-content"
        case .minContent: return "min-content"
        }
    }

    static func rgba(_ color: Color) -> String {
        func byte(_ value: Double) -> String { String(Int((value * 255).rounded())) }
        return "\(byte(color.red)), \(byte(color.green)), \(byte(color.blue)), \(LayoutJSON.number(color.opacity))"
    }
}
