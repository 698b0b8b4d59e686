import ScreenGenDiagnostics

/// `then:` on a transition: after its target, on through further screens in one move (Ice
/// Cubes opens Settings already at Translation: a sheet with a stack inside). Each screen is
/// entered by the transition the screen before it declares to it, with that transition's
/// style and `args` (reading the screen before's params), so a continuation adds no legal
/// move the graph does not already have. Resolved after every screen's transitions, which it
/// reads.
extension GraphResolver {
    mutating func resolveContinuations() {
        for index in screens.indices {
            for number in screens[index].transitions.indices
            where !screens[index].transitions[number].thenReferences.isEmpty {
                let transition = screens[index].transitions[number]
                guard
                    let steps = continuation(
                        after: transition.move, through: transition.thenReferences, from: index,
                        what: "'then' of transition '\(transition.yamlName)'")
                else { continue }
                guard freeLabelsAreDistinct([transition.move] + steps, transition: transition) else { continue }
                screens[index].transitions[number].move.continuation = steps
            }
            for number in screens[index].buttons.indices where !screens[index].buttons[number].thenReferences.isEmpty {
                let button = screens[index].buttons[number]
                guard let move = button.move,
                    let steps = continuation(
                        after: move, through: button.thenReferences, from: index,
                        what: "'then' of button '\(button.id)'")
                else { continue }
                guard stepsNeedNoValue(steps, button: button, alert: index) else { continue }
                screens[index].buttons[number].move?.continuation = steps
            }
        }
    }

    /// The moves on from `move`'s target through `references`; nil when one is not there (reported).
    private mutating func continuation(
        after move: ScreenGraph.Move, through references: [Located<String>], from index: Int, what: String
    ) -> [ScreenGraph.Move]? {
        var previous = move.target
        var steps: [ScreenGraph.Move] = []
        for reference in references {
            guard let next = resolveReference(reference, fromFeature: screens[index].feature, what: "\(what) names")
            else {
                droppedMoves = true
                return nil
            }
            if screens[previous].kind.hasButtons {
                report(
                    .invalidValue,
                    "\(what) goes on from '\(screens[previous].qualifiedName)', \(screens[previous].kind.withArticle), which only its buttons leave; end 'then' there",
                    at: reference.location)
                droppedMoves = true
                return nil
            }
            guard var step = screens[previous].transitions.first(where: { $0.move.target == next })?.move else {
                // Moves dropped for an error (reported) may include the one meant.
                if !screens[previous].transitions.isEmpty || !droppedMoves {
                    report(
                        .invalidValue,
                        "\(what) goes on from '\(screens[previous].qualifiedName)' to '\(screens[next].qualifiedName)', but '\(screens[previous].qualifiedName)' declares no transition to it; declare one there, or end 'then' before it",
                        at: reference.location)
                }
                droppedMoves = true
                return nil
            }
            step.continuation = []
            steps.append(step)
            previous = next
        }
        return steps
    }

    /// A transition's method takes every free param of every screen entered: no two with one label.
    private mutating func freeLabelsAreDistinct(_ entered: [ScreenGraph.Move], transition: ScreenGraph.Transition)
        -> Bool
    {
        var labels: [String: String] = [:]
        for move in entered {
            let target = screens[move.target]
            for (paramIndex, param) in target.params.enumerated() where !move.isFixed(paramIndex) {
                if let other = labels[param.label.name] {
                    report(
                        .nameCollision,
                        "transition '\(transition.yamlName)' would take two arguments labelled '\(param.label.name)': the params of '\(other)' and '\(target.qualifiedName)' that no 'args' binds; bind one on its screen's transition, or rename one",
                        at: transition.move.location)
                    droppedMoves = true
                    return false
                }
                labels[param.label.name] = target.qualifiedName
            }
        }
        return true
    }

    /// A button asks for no value: every required param of the screens it goes on through must
    /// be bound by the transitions it goes through.
    private mutating func stepsNeedNoValue(_ steps: [ScreenGraph.Move], button: ScreenGraph.AlertButton, alert: Int)
        -> Bool
    {
        for step in steps {
            let target = screens[step.target]
            for (paramIndex, param) in target.params.enumerated()
            where param.isRequired && !param.hasInvalidDeclaration && !step.isFixed(paramIndex) {
                report(
                    .missingArgument,
                    "button '\(button.id)' of alert '\(screens[alert].qualifiedName)' goes on to '\(target.qualifiedName)', whose param '\(param.yamlName)' nothing supplies; bind it with 'args' on the transition that enters it",
                    at: button.location, notes: [.init("'\(param.yamlName)' is declared here", at: param.location)])
                droppedMoves = true
                return false
            }
        }
        return true
    }
}
