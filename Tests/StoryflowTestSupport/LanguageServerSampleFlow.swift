/// The flow the language server's tests open, in process and against the built executable: a list whose bar
/// button presents an editor, which unwinds back to the list's `done`.
public enum LanguageServerSampleFlow {
    public static let text = """
        <?xml version="1.0"?>
        <flow version="1" initial="nav">
          <navigationController id="nav">
            <root scene="list"/>
          </navigationController>
          <tableViewController id="list" class="ListViewController" title="Things">
            <navigationItem title="Things">
              <barButton placement="right" system="add">
                <segue id="Add" kind="present" destination="edit"/>
              </barButton>
            </navigationItem>
            <unwindAction name="done"/>
          </tableViewController>
          <viewController id="edit" title="Edit">
            <button title="Save"><segue kind="unwind" action="done"/></button>
          </viewController>
        </flow>
        """
    /// Where the tests say the flow is.
    public static let uri = "file:///work/things.flow.xml"
}
