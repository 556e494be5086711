// exyte/Grid README, "8. Content mode": the rows-flow and columns-flow scroll samples
// (each in a namespace: both declare `ContentView`) and the fill sample (a view; its
// `modesPicker` and `models` are stand-ins, below).
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

private typealias Grid = LatticeGrid

enum RowsScrollSample {
struct VCardView: View {
    let text: String
    let color: UIColor
    
    var body: some View {
        VStack {
            Image("dog")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .cornerRadius(5)
                .frame(minWidth: 100, minHeight: 50)
            
            Text(self.text)
                .layoutPriority(.greatestFiniteMagnitude)
        }
        .padding(5)
        .gridCellBackground { _ in
            ColorView(self.color)
        }
        .gridCellOverlay { _ in
            RoundedRectangle(cornerRadius: 5)
                .strokeBorder(Color(self.color.darker()),
                              lineWidth: 3)
        }
    }
}

struct ContentView: View {
    var body: some View {
        Grid(tracks: 3) {
            ForEach(0..<40) { _ in
                VCardView(text: randomText(), color: .random)
                    .gridSpan(column: self.randomSpan)
            }
        }
        .gridContentMode(.scroll)
        .gridPacking(.dense)
        .gridFlow(.rows)
    }
    
    var randomSpan: Int {
        Int(arc4random_uniform(3)) + 1
    }
}
}

enum ColumnsScrollSample {
struct HCardView: View {
    let text: String
    let color: UIColor

    var body: some View {
        HStack {
            Image("dog")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .cornerRadius(5)
            
            Text(self.text)
                .frame(maxWidth: 200)
        }
        .padding(5)
        .gridCellBackground { _ in
            ColorView(self.color)
        }
        .gridCellOverlay { _ in
            RoundedRectangle(cornerRadius: 5)
                .strokeBorder(Color(self.color.darker()),
                              lineWidth: 3)
        }
    }
}

struct ContentView: View {
    var body: some View {
        Grid(tracks: 3) {
            ForEach(0..<8) { _ in
                HCardView(text: randomText(), color: .random)
                    .gridSpan(row: self.randomSpan)
            }
        }
        .gridContentMode(.scroll)
        .gridFlow(.columns)
        .gridPacking(.dense)
    }
    
    var randomSpan: Int {
        Int(arc4random_uniform(3)) + 1
    }
}
}

struct ContentModeFillSample: View {
@State var contentMode: GridContentMode = .scroll

var body: some View {
    VStack {
        self.modesPicker
        
        Grid(models, id: \.self, tracks: 3) {
            VCardView(text: $0.text, color: $0.color)
                .gridSpan($0.span)
        }
        .gridContentMode(self.contentMode)
        .gridFlow(.rows)
        .gridAnimation(.default)
    }
}
}

extension ContentModeFillSample {
    /// Stand-in: the example app's picker, as buttons setting the mode.
    var modesPicker: some View {
        HStack {
            Button("Scroll") { contentMode = .scroll }
            Button("Fill") { contentMode = .fill }
        }
    }

    /// Stand-in: the example app's ten cards.
    struct Model: Hashable {
        let text: String
        let span: GridSpan
        let color: GridColor
    }

    var models: [Model] {
        [Model(text: placeholderText(length: 30), span: [1, 1], color: .random),
         Model(text: placeholderText(length: 50), span: [1, 1], color: .random),
         Model(text: placeholderText(length: 20), span: [1, 1], color: .random),
         Model(text: placeholderText(length: 100), span: [2, 1], color: .random),
         Model(text: placeholderText(length: 150), span: [1, 1], color: .random),
         Model(text: placeholderText(length: 75), span: [1, 1], color: .random),
         Model(text: placeholderText(length: 155), span: [1, 1], color: .random),
         Model(text: placeholderText(length: 150), span: [1, 2], color: .random),
         Model(text: placeholderText(length: 160), span: [2, 1], color: .random),
         Model(text: placeholderText(length: 300), span: [3, 1], color: .random)]
    }
}
#endif
