/// View models whose lifetime the navigation state owns (the MultiNav reference's coordinator):
/// a model is created the first time an entry asks for it, handed to every entry that asks
/// with the same key and type (so screens can share one), and released as soon as none of the
/// entries that asked is still on its stack.
struct ViewModelStore<Route: Hashable & Sendable> {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var key: AnyHashable
    }

    private struct Slot {
        var model: AnyObject
        var owners: Set<NavigationEntryID<Route>>
    }

    private var slots: [Key: Slot] = [:]

    var count: Int { slots.count }

    mutating func model<Model: AnyObject>(
        _ type: Model.Type, key: AnyHashable, owner: NavigationEntryID<Route>, create: () -> Model
    ) -> Model {
        let slotKey = Key(type: ObjectIdentifier(type), key: key)
        if var slot = slots[slotKey], let model = slot.model as? Model {
            if slot.owners.insert(owner).inserted { slots[slotKey] = slot }
            return model
        }
        let model = create()
        slots[slotKey] = Slot(model: model, owners: [owner])
        return model
    }

    /// Drops owners that left their stacks, then models with no owner left.
    mutating func release<Graph: NavigationGraph>(ownersNotIn stacks: [RouteStack<Graph>]) where Graph.Route == Route {
        guard !slots.isEmpty else { return }
        for (key, var slot) in slots {
            let remaining = slot.owners.filter { stacks.indices.contains($0.stack) && stacks[$0.stack].contains($0) }
            if remaining.isEmpty {
                slots[key] = nil
            } else if remaining.count != slot.owners.count {
                slot.owners = remaining
                slots[key] = slot
            }
        }
    }
}
