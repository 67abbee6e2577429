import StoryflowModel

/// Every check rule, in the order `storyflow rules` lists them: Xcode's own checks first, then the ones Xcode
/// misses.
public enum RuleRegistry: RuleFamily {
    /// The rule types.
    public static let all: [any Rule.Type] = [
        PrototypeCellMissingReuseIdentifierRule.self,
        StaticTableOutsideTableViewControllerRule.self,
        UnreachableSceneRule.self,
        ManualSegueMissingIdentifierRule.self,
        DeprecatedSegueKindRule.self,
        OutletInRepeatingContentRule.self,
        ContainerViewInPrototypeCellRule.self,
        NoInitialSceneRule.self,
        UnknownInitialSceneRule.self,
        UnknownDestinationRule.self,
        DuplicateReuseIdentifierRule.self,
        DuplicateStoryboardIdentifierRule.self,
        DuplicateSegueIdentifierRule.self,
        ShowWithoutNavigationControllerRule.self,
        UnwindActionNotFoundRule.self,
        CustomSegueMissingClassRule.self,
        EmbedSegueWithoutContainerViewRule.self,
        RelationshipWrongContainerRule.self,
        RelationshipCycleRule.self,
        NavigationControllerWithoutRootRule.self,
        TabBarWithoutTabsRule.self,
        TooManyTabsRule.self,
        SegueToAncestorRule.self,
        ModalWithoutWayBackRule.self,
        PartialCurlWithoutFullScreenRule.self,
        PrototypeTableWithoutSamplesRule.self,
        SampleRowUnknownPrototypeRule.self,
        MissingRequiredInputRule.self,
        UnknownInputRule.self,
        InvalidPassValueRule.self,
        InputValueTypeMismatchRule.self,
        ResultNeverProducedRule.self,
        ResultNotHandledRule.self,
        UnknownResultRule.self,
        DeepLinkShadowedRule.self,
        DeepLinkPlaceholderWithoutInputRule.self,
        AmbiguousDeepLinkContainerRule.self,
        DeepLinkUnreachableRule.self,
    ]

    /// The descriptions of every check rule, in registry order.
    public static var ruleDescriptions: [RuleDescription] { all.map { $0.description } }

    /// The same with their examples, read from `Rules/RuleExamples.xml`.
    public static var documentedRuleDescriptions: [RuleDescription] { all.map { RuleExamples.adding(to: $0.description) } }

    /// The rule type with this id, if any.
    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
