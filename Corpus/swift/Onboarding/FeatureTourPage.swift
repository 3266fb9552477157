import SwiftUI

/// One page of the feature tour shown after sign-up: an illustration in the current palette,
/// a title and a short explanation.
struct FeatureTourPage: View {
    let page: TourPage
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 24) {
            // expect: swiftui-icon-beside-text-not-hidden
            Image(colorScheme == .dark ? page.darkIllustrationName : page.illustrationName)
                .resizable()
                .scaledToFit()
                .frame(maxWidth: 280)
            VStack(spacing: 8) {
                Text(page.headline)
                    .font(.title2.bold())
                    .accessibilityAddTraits(.isHeader)
                Text(page.explanation)
                    .multilineTextAlignment(.center)
            }
        }
        .padding()
    }
}

/// The tour's last page, whose picture says whether sync finished.
struct FeatureTourSyncPage: View {
    let isSynced: Bool

    var body: some View {
        HStack {
            // ok: swiftui-icon-beside-text-not-hidden
            Image(systemName: isSynced ? "icloud" : "icloud.slash")
            Text("Your library on every device")
        }
    }
}
