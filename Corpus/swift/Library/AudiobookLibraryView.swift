import SwiftUI

/// The audiobook library: the books on the device, the details of one book and its files.
struct AudiobookLibraryView: View {
    @ObservedObject var library: AudiobookLibrary

    var body: some View {
        List {
            ForEach(library.books) { book in
                // expect: swiftui-stacked-texts-not-combined
                VStack(alignment: .leading, spacing: 2) {
                    Text(book.title)
                        .font(.headline)
                    Text(book.narrator)
                        .foregroundStyle(.secondary)
                }
            }
            Section("Storage") {
                // ok: swiftui-stacked-texts-not-combined
                VStack(alignment: .leading) {
                    Text("Downloaded")
                    Text(library.formattedDownloadSize)
                }
                .accessibilityElement(children: .combine)
            }
        }
        .navigationTitle("Library")
    }
}

/// One book's details, above its chapter list.
struct AudiobookDetailHeader: View {
    let book: Audiobook

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // ok: swiftui-stacked-texts-not-combined
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.title)
                    .accessibilityAddTraits(.isHeader)
                Text(book.summary)
            }
            // expect: swiftui-stacked-texts-not-combined
            VStack(alignment: .leading) {
                Text("Length")
                    .foregroundStyle(.secondary)
                Text(book.formattedDuration)
            }
        }
        .padding()
    }
}
