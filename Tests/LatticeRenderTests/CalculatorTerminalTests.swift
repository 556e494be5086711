import Testing
import LatticeRender
import LatticeGallery

// The calculator at 300 × 348 drawn 50 columns wide.
//
// Columns: (300 − 3 × 12) / 4 = 66 wide at x 0, 78, 156, 234 (ends 66, 144, 222, 300).
// Rows: (348 − 4 × 12) / 5 = 60 tall at y 0, 72, 144, 216, 288 (ends 60, 132, 204, 276, 348).
// Scale 50 / 300 = 1/6 column per point: columns [0, 11) [13, 24) [26, 37) [39, 50).
// Rows at half that, 1/12 row per point: rows [0, 5) [6, 11) [12, 17) [18, 23) [24, 29).
// Placement: the operators have a column start (column 3), so they go first, rows 0–4;
// then %, ±, AC fill row 0, digits 1–9 rows 1–3, 0 spans columns 0–1 of row 4, the point column 2.
// A 5-row box has its label on its middle row (row 2 of 0–4), centred in the 9 (or 22)
// inner columns: a 1-character label after 4 (or 10) spaces, "AC" after 3.
@Test
func calculatorInTheTerminalIsPinned() {
    let text = RenderScene(Gallery.calculator, in: Gallery.calculatorSize).text(columns: 50)
    let top = "┌─────────┐  ┌─────────┐  ┌─────────┐  ┌─────────┐"
    let side = "│         │  │         │  │         │  │         │"
    let bottom = "└─────────┘  └─────────┘  └─────────┘  └─────────┘"
    let expected = [
        top, side, "│    %    │  │    ±    │  │   AC    │  │    ÷    │", side, bottom, "",
        top, side, "│    1    │  │    2    │  │    3    │  │    ×    │", side, bottom, "",
        top, side, "│    4    │  │    5    │  │    6    │  │    −    │", side, bottom, "",
        top, side, "│    7    │  │    8    │  │    9    │  │    +    │", side, bottom, "",
        "┌──────────────────────┐  ┌─────────┐  ┌─────────┐",
        "│                      │  │         │  │         │",
        "│          0           │  │    .    │  │    =    │",
        "│                      │  │         │  │         │",
        "└──────────────────────┘  └─────────┘  └─────────┘",
    ].joined(separator: "\n") + "\n"
    #expect(text == expected, "\n\(text)")
}

@Test
func calculatorInColourUsesANSIEscapes() {
    let plain = RenderScene(Gallery.calculator, in: Gallery.calculatorSize).text(columns: 50)
    let coloured = RenderScene(Gallery.calculator, in: Gallery.calculatorSize).text(columns: 50, colors: true)
    #expect(!plain.contains("\u{1B}["))
    // The ÷ key is Color.orange, #FF9500: 255, 149, 0.
    #expect(coloured.contains("\u{1B}[38;2;255;149;0m"))
    // Without the escapes, the same drawing.
    #expect(stripANSI(coloured) == plain)
}

func stripANSI(_ text: String) -> String {
    var out = ""
    var skipping = false
    for character in text {
        if character == "\u{1B}" {
            skipping = true
        } else if skipping {
            if character == "m" { skipping = false }
        } else {
            out.append(character)
        }
    }
    return out
}
