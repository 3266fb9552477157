import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let illustration: String
    let title: String
    let body: String
}

@MainActor
final class OnboardingViewModel: ObservableObject {
    @Published var pageIndex = 0
    @Published var email = ""
    @Published var acceptsNewsletter = false

    let pages: [OnboardingPage] = [
        .init(id: 0, illustration: "onboarding-plan", title: "Plan your week", body: "Pick recipes you love."),
        .init(id: 1, illustration: "onboarding-shop", title: "Shop smarter", body: "One list for every store."),
        .init(id: 2, illustration: "onboarding-cook", title: "Cook with confidence", body: "Step-by-step timers."),
    ]

    var isLastPage: Bool { pageIndex == pages.count - 1 }
    var isEmailValid: Bool { email.contains("@") && email.contains(".") }

    func next() { pageIndex = min(pageIndex + 1, pages.count - 1) }
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            // expect: swiftui-icon-beside-text-not-hidden
            // ok: swiftui-image-missing-label
            Image(page.illustration)
                .resizable()
                .scaledToFit()
                .frame(maxHeight: 280)
            // expect: swiftui-title-text-not-heading
            Text(page.title)
                .font(.largeTitle.bold())
            Text(page.body)
                .multilineTextAlignment(.center)
        }
        .padding()
    }
}

struct PageDots: View {
    let count: Int
    @Binding var selection: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == selection ? Color.primary : Color.secondary.opacity(0.3))
                    // expect: swiftui-small-touch-target
                    .frame(width: 8, height: 8)
                    // expect: swiftui-tap-gesture-without-button-trait, swiftui-custom-segment-selection-not-exposed
                    .onTapGesture { selection = index }
            }
        }
    }
}

struct EmailStep: View {
    @ObservedObject var model: OnboardingViewModel
    @FocusState private var emailFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // ok: swiftui-image-missing-label
            Image("newsletter-envelope", label: Text("An envelope with a recipe card"))
            TextField("Email address", text: $model.email)
                .textContentType(.emailAddress)
                .focused($emailFocused)
            // expect: swiftui-guarded-action-without-disabled
            Button(action: {
                if !model.isEmailValid { return }
                model.next()
            }) {
                Text("Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .contentShape(Rectangle())
        // ok: swiftui-tap-gesture-without-button-trait
        .onTapGesture { emailFocused = false }
    }
}

struct OnboardingView: View {
    @StateObject private var model = OnboardingViewModel()
    var onFinish: () -> Void = {}

    var body: some View {
        VStack {
            TabView(selection: $model.pageIndex) {
                ForEach(model.pages) { page in
                    OnboardingPageView(page: page).tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            PageDots(count: model.pages.count, selection: $model.pageIndex)
            HStack {
                Button("Skip", action: onFinish)
                Spacer()
                // ok: swiftui-guarded-action-without-disabled
                Button {
                    guard model.isLastPage else { model.next(); return }
                    onFinish()
                } label: {
                    HStack {
                        Text(model.isLastPage ? "Get started" : "Next")
                        // ok: swiftui-icon-not-hidden
                        Image(systemName: "arrow.right")
                            .accessibilityHidden(true)
                    }
                }
            }
            .padding()
        }
        .background(
            // ok: swiftui-image-missing-label
            Image("onboarding-backdrop")
                .resizable()
                .ignoresSafeArea()
        )
    }
}

#Preview {
    OnboardingView()
}
