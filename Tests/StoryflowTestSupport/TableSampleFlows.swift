/// Flows several test targets step through: the session's gesture tests and the full-screen mode's.
public enum TableSampleFlows {
    public static let twoTables = """
        <flow version="1" initial="split">
          <splitViewController id="split"><master scene="boxes"/><detail scene="messages"/></splitViewController>
          <tableViewController id="boxes" title="Mailboxes">
            <tableView content="prototypes"><prototype reuseIdentifier="Box" style="basic"/>
              <samples><row text="Inbox"/><row text="Sent"/></samples></tableView>
          </tableViewController>
          <tableViewController id="messages" title="Messages">
            <tableView content="prototypes"><prototype reuseIdentifier="Message" style="basic"/>
              <samples><row text="Hello"/><row text="Lunch?"/></samples></tableView>
          </tableViewController>
        </flow>
        """

    public static let sameNamesInCells = """
        <flow version="1" initial="t">
          <tableViewController id="t" title="T">
            <tableView style="grouped" content="static">
              <section>
                <cell style="custom" selection="none"><textField outlet="nm" placeholder="Name"/></cell>
                <cell style="custom" selection="none"><textField outlet="nm" placeholder="Name"/></cell>
                <cell style="custom" selection="none"><switch outlet="sw" title="On"/></cell>
                <cell style="custom" selection="none"><switch outlet="sw" title="On"/></cell>
              </section>
            </tableView>
          </tableViewController>
        </flow>
        """
}
