import SwiftUI

/// Storage usage: a header, the categories that take space, and an empty state.
struct StorageUsageView: View {
    @ObservedObject var usage: StorageUsage

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .top) {
                    // expect: swiftui-icon-beside-text-not-hidden
                    Image(systemName: "internaldrive")
                        .font(.title2)
                    // expect: swiftui-stacked-texts-not-combined
                    VStack(alignment: .leading) {
                        Text("On this iPhone")
                        Text(usage.summary).foregroundStyle(.secondary)
                    }
                }

                ForEach(usage.categories) { category in
                    HStack {
                        // ok: swiftui-icon-beside-text-not-hidden
                        Image(systemName: category.symbol)
                            .accessibilityHidden(true)
                        Text(category.name)
                        Spacer()
                        Text(category.formattedSize)
                    }
                    .accessibilityElement(children: .combine)
                }

                HStack {
                    // ok: swiftui-icon-beside-text-not-hidden
                    Image(systemName: "arrow.down.circle")
                    Text("\(usage.downloadCount)")
                }

                if usage.categories.isEmpty {
                    VStack(spacing: 12) {
                        // expect: swiftui-icon-beside-text-not-hidden
                        Image(systemName: "tray")
                            .font(.largeTitle)
                        Text("Nothing stored yet")
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .padding()
        }
    }
}
