import BridgeLint

/// `BindingSetterIgnoresValueRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum BindingSetterIgnoresValueExamples {
  static let nonTriggering: [Example] = [
    Example("Toggle(\"On\", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 }))"),
    Example("Toggle(\"\", isOn: .init(get: { filter == .any }, set: { _ in filter = .any }))"),
    Example(".sheet(isPresented: Binding(get: { url != nil }, set: { _ in url = nil })) { Text(\"\") }"),
    Example(".alert(\"Error\", isPresented: Binding(get: { error != nil }, set: { _ in })) {}"),
    Example("Binding(get: { value }, set: { _ in dismiss() })"),
    Example("Binding(get: { isOn }, set: { newValue in if newValue != isOn { isOn.toggle() } })"),
    Example(
      "Binding(get: { selected.contains(id) }, set: { isOn in if isOn { selected.insert(id) } else { selected.remove(id) } })"
    ),
    Example("Binding(get: { isExpanded }, set: { if $0 != isExpanded { isExpanded.toggle() } })"),
    Example("Button(\"Flip\") { isOn.toggle() }"),
    Example("let binding = Binding(projectedValue: $isOn)"),
    Example("Binding {\n  model.isOn\n} set: { value in\n  model.isOn = value\n}"),
    Example("Binding(get: { items }, set: { _ in items.removeAll() })"),
  ]

  static let triggering: [Example] = [
    Example("Toggle(\"\", isOn: Binding(get: { item.isSelected }, set: { _ in viewModel.↓toggleItem(item) }))"),
    Example("Binding(get: { isFavorite }, set: { _ in isFavorite.↓toggle() })"),
    Example(
      """
      Toggle(isOn: Binding(
        get: { selection.contains(tag) },
        set: { _ in
          if selection.contains(tag) { selection.↓remove(tag) } else { selection.insert(tag) }
        }
      )) { Text(tag.name) }
      """),
    Example("Binding {\n  store.isMuted\n} set: { _ in\n  store.↓toggleMute()\n}"),
    Example(".init(get: { isOn }, set: { _ in ↓isOn = !isOn })"),
    Example("Binding(get: { settings.enabled }, set: { _ in withAnimation { settings.enabled.↓toggle() } })"),
    Example("Binding<Bool>(get: { model.flag }, set: { _ in model.flag.↓toggle() })"),
  ]
}
