/// Small flows with exactly one known finding, for tests of the checks, the configuration and the command line.
public enum SampleFlows {
    /// One scene that trips `unreachable-scene` (a warning) at 3:3, and nothing else.
    public static let unreachableScene = """
        <flow version="1" initial="home">
          <viewController id="home"/>
          <viewController id="orphan"/>
        </flow>
        """

    /// A segue that trips `unknown-destination` (an error) at 3:24, and nothing else.
    public static let unknownDestination = """
        <flow version="1" initial="home">
          <viewController id="home">
            <button title="Go"><segue kind="present" destination="nowhere"/></button>
          </viewController>
        </flow>
        """
}
