import ScreenGenDiagnostics

extension ScreenGraph {
    /// The fields of a `Screen` (but `feature`, `kind` and `transitions`), shared by its copies
    /// until one of them is written.
    /// `@unchecked Sendable`: a storage is written only through a `Screen` that holds the sole
    /// reference to it (see `makeStorageUnique`), so no two threads ever see it change.
    final class ScreenStorage: @unchecked Sendable {
        var yamlName: String
        var qualifiedName: String
        var caseName: SwiftIdentifier
        var identity: SwiftIdentifier
        var view: TypeExpression?
        var viewArguments: [ArgumentLiteral<Int>.Argument]?
        var title: TextTemplate?
        var message: TextTemplate?
        var fields: [AlertField]
        var params: [Param]
        var backTransitions: [BackTransition]
        var returnType: (type: TypeExpression, text: String)?
        var finishesFlow: ScreenIndex?
        var startParams: [Int]
        var buttons: [AlertButton]
        var location: SourceLocation
        var conditions: [SwiftIdentifier]
        var exitGuard: ExitGuard?
        var presentation: Presentation?
        var mayLackParams: Bool

        init(
            yamlName: String,
            qualifiedName: String,
            caseName: SwiftIdentifier,
            identity: SwiftIdentifier,
            view: TypeExpression?,
            viewArguments: [ArgumentLiteral<Int>.Argument]?,
            title: TextTemplate?,
            message: TextTemplate?,
            fields: [AlertField],
            params: [Param],
            backTransitions: [BackTransition],
            returnType: (type: TypeExpression, text: String)?,
            finishesFlow: ScreenIndex?,
            startParams: [Int],
            buttons: [AlertButton],
            location: SourceLocation,
            conditions: [SwiftIdentifier],
            exitGuard: ExitGuard?,
            presentation: Presentation?,
            mayLackParams: Bool
        ) {
            self.yamlName = yamlName
            self.qualifiedName = qualifiedName
            self.caseName = caseName
            self.identity = identity
            self.view = view
            self.viewArguments = viewArguments
            self.title = title
            self.message = message
            self.fields = fields
            self.params = params
            self.backTransitions = backTransitions
            self.returnType = returnType
            self.finishesFlow = finishesFlow
            self.startParams = startParams
            self.buttons = buttons
            self.location = location
            self.conditions = conditions
            self.exitGuard = exitGuard
            self.presentation = presentation
            self.mayLackParams = mayLackParams
        }

        func copy() -> ScreenStorage {
            ScreenStorage(
                yamlName: yamlName,
                qualifiedName: qualifiedName,
                caseName: caseName,
                identity: identity,
                view: view,
                viewArguments: viewArguments,
                title: title,
                message: message,
                fields: fields,
                params: params,
                backTransitions: backTransitions,
                returnType: returnType,
                finishesFlow: finishesFlow,
                startParams: startParams,
                buttons: buttons,
                location: location,
                conditions: conditions,
                exitGuard: exitGuard,
                presentation: presentation,
                mayLackParams: mayLackParams
            )
        }
    }
}
