/// Writes large, realistic flow files: a tab bar over navigation stacks, prototype and static tables, and
/// segues of every kind, repeated in units of six scenes linked to each other so every scene is reachable.
struct FlowGenerator {
    /// Scenes per unit (list, detail, embedded summary, share sheet, and the editor in its navigation controller);
    /// the first five units add a navigation controller each, for the tabs.
    static let scenesPerUnit = 6

    /// A flow with about `scenes` scenes.
    static func flow(scenes: Int) -> String {
        let units = max(1, scenes / scenesPerUnit)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<flow version=\"1\" name=\"Generated\" initial=\"tabs\">\n"
        out += "  <tabBarController id=\"tabs\">\n"
        for tab in 0..<min(5, units) {
            out += "    <tab scene=\"nav\(tab)\" title=\"Tab \(tab)\" image=\"tab\(tab)\"/>\n"
        }
        out += "  </tabBarController>\n"
        for unit in 0..<units {
            appendUnit(unit, next: unit + 5 < units ? unit + 5 : nil, to: &out)
        }
        out += "</flow>\n"
        return out
    }

    /// One unit: the first five units' lists are the tabs' navigation roots; later lists are pushed from the
    /// detail scene five units before, inside that tab's navigation stack. The flow passes `check` clean.
    private static func appendUnit(_ k: Int, next: Int?, to out: inout String) {
        if k < 5 {
            out += """
                  <navigationController id="nav\(k)">
                    <root scene="list\(k)"/>
                  </navigationController>

                """
        }
        out += """
              <tableViewController id="list\(k)" class="ListViewController" title="List \(k)" storyboardIdentifier="List\(k)">
                <navigationItem title="List \(k)">
                  <barButton placement="left" system="edit" effect="toggleEditing"/>
                  <barButton placement="right" system="add">
                    <segue id="add" kind="present" destination="editNav\(k)" presentation="formSheet"/>
                  </barButton>
                </navigationItem>
                <unwindAction name="backToList"/>
                <tableView style="plain" content="prototypes" rowHeight="55">
                  <prototype reuseIdentifier="ItemCell" class="ItemCell" style="subtitle" accessory="disclosureIndicator">
                    <segue id="showDetail" kind="show" destination="detail\(k)"/>
                  </prototype>
                  <prototype reuseIdentifier="InfoCell" style="rightDetail" accessory="detailButton">
                    <segue id="showInfo" kind="show" destination="detail\(k)" trigger="accessory"/>
                  </prototype>
                  <samples>
                    <row prototype="ItemCell" text="Item \(k).1" detail="First sample"/>
                    <row prototype="ItemCell" text="Item \(k).2" detail="Second sample"/>
                    <row prototype="InfoCell" text="Info" detail="\(k)"/>
                  </samples>
                </tableView>
              </tableViewController>
              <viewController id="detail\(k)" class="DetailViewController" title="Detail \(k)">
                <navigationItem title="Detail \(k)"/>
                <label outlet="nameLabel" text="Name \(k)"/>
                <textField outlet="notesField" placeholder="Notes"/>
                <switch outlet="favoriteSwitch" title="Favourite" on="true"/>
                <containerView>
                  <segue kind="embed" destination="child\(k)"/>
                </containerView>

            """
        if let next {
            out += """
                    <button title="More">
                      <segue id="more" kind="show" destination="list\(next)"/>
                    </button>

                """
        }
        out += """
                <unwindAction name="backToDetail"/>
              </viewController>
              <tableViewController id="child\(k)" class="SummaryViewController">
                <tableView style="grouped" content="static">
                  <section header="Summary" footer="Generated">
                    <cell style="rightDetail" text="Count" detail="\(k)"/>
                    <cell style="basic" text="Share" accessory="disclosureIndicator">
                      <segue id="share" kind="custom" class="ShareSegue" destination="share\(k)"/>
                    </cell>
                  </section>
                </tableView>
              </tableViewController>
              <alertController id="share\(k)" title="Share" message="Share item \(k)?" style="actionSheet">
                <action title="Share" style="default" action="share"/>
                <action title="Cancel" style="cancel"/>
              </alertController>
              <navigationController id="editNav\(k)">
                <root scene="edit\(k)"/>
              </navigationController>
              <tableViewController id="edit\(k)" class="EditViewController" title="New Item">
                <navigationItem title="New Item">
                  <barButton placement="left" system="cancel" action="cancel" effect="dismiss"/>
                  <barButton placement="right" system="save">
                    <segue id="save" kind="unwind" action="backToList"/>
                  </barButton>
                </navigationItem>
                <tableView style="grouped" content="static">
                  <section header="Name">
                    <cell style="custom" selection="none"><textField outlet="nameField" placeholder="Name"/></cell>
                  </section>
                </tableView>
              </tableViewController>

            """
    }

    /// A worst case for rules that walk the graph: one chain of `scenes` pushes, each scene declaring its own
    /// unwind action that the scene two steps on uses, and every 100th scene also unwinding to an action declared
    /// further on (which UIKit would not find).
    static func chain(scenes: Int) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<flow version=\"1\" name=\"Chain\" initial=\"nav\">\n"
        out += "  <navigationController id=\"nav\"><root scene=\"s0\"/></navigationController>\n"
        for scene in 0..<scenes {
            out += "  <viewController id=\"s\(scene)\"><unwindAction name=\"back\(scene)\"/>"
            if scene + 1 < scenes { out += "<button title=\"Next\"><segue kind=\"show\" destination=\"s\(scene + 1)\"/></button>" }
            if scene >= 2 { out += "<button title=\"Back\"><segue kind=\"unwind\" action=\"back\(scene - 2)\"/></button>" }
            if scene % 100 == 0, scene + 5 < scenes {
                out += "<button title=\"Ahead\"><segue kind=\"unwind\" action=\"back\(scene + 5)\"/></button>"
            }
            out += "</viewController>\n"
        }
        return out + "</flow>\n"
    }
}
