// Stand-ins for exyte's calculator helpers: `MathOperation` (the key a button
// stands for) and `CalcButton` (a capsule filling its cell, labelled with the key).
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn

enum MathOperation: Hashable, CustomStringConvertible {
    case digit(Int)
    case clear, sign, percent, equal, point
    case divide, multiply, add, substract
    case function(Int)

    var description: String {
        switch self {
        case .digit(let digit): return String(digit)
        case .clear: return "C"
        case .sign: return "±"
        case .percent: return "%"
        case .equal: return "="
        case .point: return "."
        case .divide: return "÷"
        case .multiply: return "×"
        case .add: return "+"
        case .substract: return "−"
        case .function(let number): return "f\(number + 1)"
        }
    }
}

struct CalcButton: View {
    let operation: MathOperation

    init(_ operation: MathOperation) {
        self.operation = operation
    }

    var body: some View {
        Button(action: {}) {
            Capsule()
                .fill(Color.orange)
                .overlay(Text(operation.description))
        }
    }
}

extension Color {
    /// exyte's example `Color(hex:)`; the colour itself does not matter here.
    init(hex: String) {
        self.init(white: 0.5)
    }
}
#endif
