import SwiftUI

/// Plans a trip: dates, travellers, room type, and the actions on the saved plan.
struct TripPlannerView: View {
    @ObservedObject var plan: TripPlan
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("Dates") {
                VStack(alignment: .leading) {
                    Text("Check-in").font(.headline)
                    // expect: swiftui-date-picker-without-name
                    DatePicker("", selection: $plan.checkIn, in: Date()..., displayedComponents: .date)
                        .datePickerStyle(.graphical)
                }
                HStack {
                    Text("Check-out")
                    // expect: swiftui-date-picker-without-name
                    DatePicker(selection: $plan.checkOut, displayedComponents: .date) {}
                }
                // ok: swiftui-date-picker-without-name
                DatePicker("Arrival time", selection: $plan.arrival, displayedComponents: .hourAndMinute)
                // ok: swiftui-date-picker-without-name
                DatePicker("", selection: $plan.departure, displayedComponents: .hourAndMinute)
                    .accessibilityLabel("Departure time")
            }

            Section("Travellers") {
                HStack {
                    Text("Adults: \(plan.adults)")
                    // expect: swiftui-stepper-without-name
                    Stepper("", value: $plan.adults, in: 1...8)
                }
                HStack {
                    Text("Children: \(plan.children)")
                    // expect: swiftui-stepper-without-name
                    Stepper(value: $plan.children, in: 0...8) { EmptyView() }
                }
                // ok: swiftui-stepper-without-name
                Stepper("Rooms: \(plan.rooms)", value: $plan.rooms, in: 1...4)
                // ok: swiftui-stepper-without-name
                Stepper(value: $plan.pets, in: 0...2) {
                    Text("Pets: \(plan.pets)")
                }
            }

            Section("Booking code") {
                HStack {
                    Text(plan.bookingCode)
                    // expect: swiftui-button-without-name
                    Label("\u{00A0}", systemImage: "doc.on.doc")
                        .onTapGesture { plan.copyBookingCode() }
                        .accessibilityAddTraits(.isButton)
                }
                // ok: swiftui-button-without-name
                Label("Copy link", systemImage: "link")
                    .onTapGesture { plan.copyLink() }
                    .accessibilityAddTraits(.isButton)
            }

            Section("Stay") {
                HStack {
                    Text("Room")
                    // expect: swiftui-picker-without-name
                    Picker("", selection: $plan.roomType) {
                        ForEach(RoomType.allCases) { Text($0.title).tag($0) }
                    }
                }
                // expect: swiftui-picker-without-name
                Picker(selection: $plan.board, label: EmptyView()) {
                    ForEach(Board.allCases) { Text($0.title).tag($0) }
                }
                // ok: swiftui-picker-without-name
                Picker("Bed", selection: $plan.bed) {
                    ForEach(Bed.allCases) { Text($0.title).tag($0) }
                }
                // ok: swiftui-picker-without-name
                Picker("", selection: $plan.view) {
                    Text("Sea").tag(RoomView.sea)
                    Text("Garden").tag(RoomView.garden)
                }
                .pickerStyle(.segmented)
            }
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                // expect: swiftui-button-without-name
                Button("", systemImage: "xmark.circle") { dismiss() }
            }
            ToolbarItem(placement: .primaryAction) {
                // expect: swiftui-icon-only-button-unlabeled
                Button(action: plan.share) {
                    Label("", systemImage: "square.and.arrow.up")
                }
            }
            ToolbarItem(placement: .primaryAction) {
                // expect: swiftui-icon-only-button-unlabeled
                Button(action: plan.favorite) {
                    // A no-break space only keeps the icon's spacing.
                    Label("\u{00A0}", systemImage: "star")
                }
            }
            ToolbarItem(placement: .primaryAction) {
                // expect: swiftui-icon-only-button-unlabeled
                Button(action: plan.openMap) {
                    MapPinIcon(size: 20)
                }
            }
            ToolbarItem(placement: .principal) {
                // ok: swiftui-icon-only-button-unlabeled
                Button(action: plan.openHost) {
                    HostAvatarImage(url: plan.hostPhotoURL)
                    Text(plan.hostName)
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                // ok: swiftui-button-without-name
                Button("Save", systemImage: "checkmark") { plan.save() }
            }
            ToolbarItem(placement: .secondaryAction) {
                // ok: swiftui-icon-only-button-unlabeled
                Button(action: plan.duplicate) {
                    Label("", systemImage: "plus.square.on.square")
                }
                .accessibilityLabel("Duplicate plan")
            }
        }
    }
}
