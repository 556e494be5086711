// AdaptiveGrid README (github.com/danwood/AdaptiveGrid), "Usage": the four samples.
// Copied verbatim; `import AdaptiveGrid` is replaced by the imports below, and each
// snippet is the body of a view.
#if canImport(SwiftUIStandIn)
import SwiftUIStandIn
import LatticeSwiftUI

struct AdaptiveBasicSample: View {
    var body: some View {
AdaptiveGrid {
    ForEach(items) { item in
        ItemView(item)
    }
}
    }
}

struct AdaptiveEqualWidthSample: View {
    var body: some View {
AdaptiveGrid {
    Text("Short")
    Text("Medium Length")
    Text("Very Long Text Here")
}
.equalWidth()
    }
}

struct AdaptiveSpacingSample: View {
    var body: some View {
AdaptiveGrid(horizontalSpacing: 16, verticalSpacing: 12) {
    ForEach(tags, id: \.self) { tag in
        TagView(tag)
    }
}
    }
}

struct AdaptiveAlignmentSample: View {
    var body: some View {
AdaptiveGrid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
    // Content
}
    }
}
#endif
