import SwiftUI

struct TaskItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isCompleted = false
    var priority = 0
    var hasAttachment = false
}

@MainActor
final class TaskListModel: ObservableObject {
    @Published var tasks: [TaskItem] = [
        TaskItem(title: "Book dentist"),
        TaskItem(title: "Renew passport", priority: 2, hasAttachment: true),
    ]
    @Published var newTitle = ""
    @Published var showsNotifications = false

    var canAddTask: Bool { !newTitle.trimmingCharacters(in: .whitespaces).isEmpty }

    func toggle(_ task: TaskItem) {
        guard let index = tasks.firstIndex(of: task) else { return }
        tasks[index].isCompleted.toggle()
    }

    func setPriority(_ value: Int, for task: TaskItem) {
        guard let index = tasks.firstIndex(of: task) else { return }
        tasks[index].priority = value
    }

    func add() {
        tasks.append(TaskItem(title: newTitle))
        newTitle = ""
    }
}

struct PriorityPicker: View {
    let value: Int
    let onChange: (Int) -> Void

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...3, id: \.self) { level in
                // ok: swiftui-icon-only-button-unlabeled
                Button { onChange(level) } label: {
                    Image(systemName: level <= value ? "flag.fill" : "flag")
                }
                .buttonStyle(.plain)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Priority")
        .accessibilityValue("\(value) of 3")
        .accessibilityAdjustableAction { direction in
            onChange(direction == .increment ? min(value + 1, 3) : max(value - 1, 0))
        }
    }
}

struct TaskRow: View {
    let task: TaskItem
    let onToggle: () -> Void

    var body: some View {
        // ok: swiftui-dimmed-control-without-disabled
        Button(action: onToggle) {
            HStack {
                Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
                    .accessibilityHidden(true)
                Text(task.title)
                    .strikethrough(task.isCompleted)
                    .foregroundStyle(task.isCompleted ? .secondary : .primary)
            }
        }
        .accessibilityAddTraits(task.isCompleted ? .isSelected : [])
    }
}

struct TaskListView: View {
    @StateObject private var model = TaskListModel()

    var body: some View {
        NavigationStack {
            ZStack {
                // ok: swiftui-image-missing-label
                // expect: swiftui-backdrop-image-not-hidden
                Image("paper-background")
                    .resizable()
                    .ignoresSafeArea()
                List {
                    ForEach(model.tasks) { task in
                        HStack {
                            TaskRow(task: task) { model.toggle(task) }
                            Spacer()
                            PriorityPicker(value: task.priority) { model.setPriority($0, for: task) }
                        }
                    }
                    HStack {
                        TextField("New task", text: $model.newTitle)
                        // ok: swiftui-icon-only-button-unlabeled
                        // ok: swiftui-dimmed-control-without-disabled
                        Button(action: model.add) {
                            Image(systemName: "plus.circle.fill")
                        }
                        .accessibilityLabel("Add task")
                        .opacity(model.canAddTask ? 1 : 0.4)
                        .disabled(!model.canAddTask)
                    }
                }
                .scrollContentBackground(.hidden)
            }
            .navigationTitle("Tasks")
            .toolbar {
                // expect: swiftui-icon-only-button-unlabeled
                Button {
                    model.showsNotifications = true
                } label: {
                    ZStack(alignment: .topTrailing) {
                        // A badge dot beside the bell adds no name: the label is still only an image.
                        Image(systemName: "bell")
                        Circle().fill(.red).frame(width: 8, height: 8)
                    }
                }
            }
        }
    }
}

#Preview {
    TaskListView()
}
