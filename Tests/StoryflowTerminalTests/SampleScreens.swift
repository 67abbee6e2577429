import StoryflowModel
import StoryflowScreen

/// Screens from the seeds, built by hand as the runtime would produce them.
enum SampleScreens {
    static let ratingsTabs = ScreenTabBar(items: [ScreenTabItem(title: "Players"), ScreenTabItem(title: "Gestures")], selectedIndex: 0)

    /// Ratings: the Players list in the first tab, custom PlayerCells with a disclosure indicator.
    static let ratingsPlayers = Screen(layers: [playersLayer])

    static var playersLayer: ScreenLayer {
        ScreenLayer(
            sceneID: "players",
            instance: "PlayersViewController#1",
            navigationBar: ScreenNavigationBar(title: "Players", rightButtons: [ScreenBarButton(title: "+", systemItem: .add)]),
            body: ScreenBody(
                table: ScreenTable(sections: [
                    ScreenSection(
                        index: 0,
                        rows: [
                            player(0, "Bill Evans", "Tic-Tac-Toe", "★★★★☆"),
                            player(1, "Oscar Peterson", "Spin the Bottle", "★★★★★"),
                            player(2, "Dave Brubeck", "Texas Hold’em Poker", "★★☆☆☆"),
                        ])
                ])),
            tabBar: ratingsTabs
        )
    }

    static func player(_ row: Int, _ name: String, _ game: String, _ rating: String) -> ScreenRow {
        ScreenRow(
            section: 0, row: row, style: .custom, accessory: .disclosureIndicator,
            subviews: [
                ScreenControl(kind: .label, text: name, outlet: "nameLabel", tag: 100),
                ScreenControl(kind: .label, text: game, outlet: "gameLabel", tag: 101),
                ScreenControl(kind: .image, text: rating, outlet: "ratingImageView", tag: 102),
            ])
    }

    /// Ratings: Add Player presented modally over the Players list; the name field is being edited.
    static let addPlayer = Screen(layers: [playersLayer, addPlayerLayer])

    static var addPlayerLayer: ScreenLayer {
        ScreenLayer(
            sceneID: "playerDetails",
            instance: "PlayerDetailsViewController#1",
            navigationBar: ScreenNavigationBar(
                title: "Add Player",
                leftButtons: [ScreenBarButton(title: "Cancel", systemItem: .cancel)],
                rightButtons: [ScreenBarButton(title: "Done", systemItem: .done, isProminent: true)]
            ),
            body: ScreenBody(
                table: ScreenTable(
                    style: .grouped,
                    sections: [
                        ScreenSection(
                            index: 0, header: "Player Name",
                            rows: [
                                ScreenRow(
                                    section: 0, row: 0, style: .custom,
                                    subviews: [
                                        ScreenControl(kind: .textField, placeholder: "Name", isFirstResponder: true, outlet: "nameTextField")
                                    ])
                            ]),
                        ScreenSection(
                            index: 1,
                            rows: [
                                ScreenRow(section: 1, row: 0, style: .rightDetail, text: "Game", detail: "Chess", accessory: .disclosureIndicator)
                            ]),
                    ])),
            presentation: .automatic
        )
    }

    /// Ratings: Choose Game pushed in Add Player's navigation controller, Chess checked, a row being selected.
    static let chooseGame = Screen(layers: [
        playersLayer,
        ScreenLayer(
            sceneID: "gamePicker",
            instance: "GamePickerViewController#1",
            navigationBar: ScreenNavigationBar(title: "Choose Game", backButtonTitle: "Add Player"),
            body: ScreenBody(
                table: ScreenTable(sections: [
                    ScreenSection(
                        index: 0,
                        rows: [
                            "Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker", "Tic-Tac-Toe",
                        ].enumerated().map { row, game in
                            ScreenRow(section: 0, row: row, text: game, accessory: row == 1 ? .checkmark : .none, isSelected: row == 3)
                        })
                ])),
            presentation: .automatic
        ),
    ])

    /// Homepwner: the item list in editing mode with the delete confirmation action sheet on top.
    static let homepwnerDeleteSheet = Screen(
        layers: [
            ScreenLayer(
                sceneID: "items",
                instance: "ItemsViewController#1",
                body: ScreenBody(
                    controls: [
                        ScreenControl(
                            kind: .view,
                            children: [
                                ScreenControl(kind: .button, text: "Done"),
                                ScreenControl(kind: .button, text: "Add"),
                            ])
                    ],
                    table: ScreenTable(
                        isEditing: true,
                        sections: [
                            ScreenSection(
                                index: 0,
                                rows: [
                                    ScreenRow(
                                        section: 0, row: 0, style: .rightDetail, text: "Rusty Bear", detail: "$54",
                                        editingControl: .delete, showsReorderControl: true, deleteConfirmationTitle: "Remove"),
                                    ScreenRow(
                                        section: 0, row: 1, style: .rightDetail, text: "Shiny Spork", detail: "$12",
                                        editingControl: .delete, showsReorderControl: true),
                                    ScreenRow(section: 0, row: 2, text: "No more items!"),
                                ])
                        ])
                )
            )
        ],
        alert: ScreenAlert(
            title: "Delete Rusty Bear?",
            message: "Are you sure you want to delete this item?",
            style: .actionSheet,
            actions: [ScreenAlertAction(title: "Cancel", style: .cancel), ScreenAlertAction(title: "Delete", style: .destructive)]
        )
    )

    /// Ratings: the Gestures tab selected, with a badge on a third tab.
    static let gesturesTab = Screen(layers: [
        ScreenLayer(
            sceneID: "gestures",
            instance: "ViewController#1",
            body: ScreenBody(controls: [ScreenControl(kind: .label, text: "Second Tab")]),
            tabBar: ScreenTabBar(
                items: [
                    ScreenTabItem(title: "Players"), ScreenTabItem(title: "Gestures"), ScreenTabItem(title: "设置", badge: "3"),
                ], selectedIndex: 1)
        )
    ])

    /// Todo: the job list with Chinese titles, emoji status labels and a leading swipe in progress.
    static var todoListLayer: ScreenLayer {
        ScreenLayer(
            sceneID: "todoList",
            instance: "T0DoTableViewController#1",
            navigationBar: ScreenNavigationBar(
                title: "待办事项",
                leftButtons: [ScreenBarButton(title: "Refresh", systemItem: .refresh)],
                rightButtons: [ScreenBarButton(title: "+", systemItem: .add)]
            ),
            body: ScreenBody(
                table: ScreenTable(
                    sections: [
                        ScreenSection(
                            index: 0,
                            rows: [
                                job(0, "高级软件工程师面试准备", "✅"),
                                job(1, "买菜 and cook dinner for the whole family tonight", "🥱"),
                                ScreenRow(
                                    section: 0, row: 2, style: .custom,
                                    swipeActions: [
                                        ScreenSwipeAction(title: "✅", color: "green"), ScreenSwipeAction(title: "🥱", color: "orange"),
                                    ], swipeEdge: .leading,
                                    subviews: [
                                        ScreenControl(kind: .label, text: "写周报", outlet: "job"),
                                        ScreenControl(kind: .label, text: "🥱", outlet: "status"),
                                    ]),
                                ScreenRow(
                                    section: 0, row: 3, style: .custom,
                                    swipeActions: [
                                        ScreenSwipeAction(title: "Delete", style: .destructive)
                                    ],
                                    subviews: [
                                        ScreenControl(kind: .label, text: "健身", outlet: "job"),
                                        ScreenControl(kind: .label, text: "✅", outlet: "status"),
                                    ]),
                            ])
                    ], rowsBelow: 3))
        )
    }

    static func job(_ row: Int, _ title: String, _ status: String) -> ScreenRow {
        ScreenRow(
            section: 0, row: row, style: .custom,
            subviews: [
                ScreenControl(kind: .label, text: title, outlet: "job"),
                ScreenControl(kind: .label, text: status, outlet: "status"),
            ])
    }

    /// Todo: the job editor presented as a sheet over the list, with 取消/保存, a text field and a switch.
    static let todoEditorSheet = Screen(layers: [
        todoListLayer,
        ScreenLayer(
            sceneID: "jobView",
            instance: "JobViewController#1",
            navigationBar: ScreenNavigationBar(
                title: "编辑任务",
                prompt: "修改后点击保存",
                leftButtons: [ScreenBarButton(title: "取消")],
                rightButtons: [ScreenBarButton(title: "保存", isEnabled: false)]
            ),
            body: ScreenBody(controls: [
                ScreenControl(
                    kind: .view, outlet: "titleStack",
                    children: [
                        ScreenControl(kind: .label, text: "标题"),
                        ScreenControl(kind: .textField, text: "高级软件工程师面试准备", isFirstResponder: true, outlet: "titleInput"),
                    ]),
                ScreenControl(
                    kind: .view, outlet: "finishStack",
                    children: [
                        ScreenControl(kind: .label, text: "已完成"),
                        ScreenControl(kind: .switch, isOn: true, outlet: "finishSwitch"),
                    ]),
            ]),
            presentation: .pageSheet
        ),
    ])

    /// TableStyles: every cell style and accessory, headers, footers, a section index, rows out of view.
    static let tableStyles = Screen(layers: [
        ScreenLayer(
            sceneID: "styles",
            instance: "HomeScreen#1",
            navigationBar: ScreenNavigationBar(title: "Table Parts", rightButtons: [ScreenBarButton(title: "Edit", systemItem: .edit)]),
            body: ScreenBody(
                table: ScreenTable(
                    sections: [
                        ScreenSection(
                            index: 1, header: "Section 1 Header", footer: "Section 1 Footer",
                            rows: [
                                ScreenRow(section: 1, row: 0, style: .subtitle, text: "Row 0", detail: "subtitle text", image: "icon"),
                                ScreenRow(section: 1, row: 1, style: .rightDetail, text: "Row 1", detail: "值一", accessory: .detailButton),
                                ScreenRow(section: 1, row: 2, style: .leftDetail, text: "职位", detail: "高级工程师", accessory: .detailDisclosureButton),
                            ]),
                        ScreenSection(
                            index: 2, header: "第二节",
                            rows: [
                                ScreenRow(section: 2, row: 0, text: "Row 0", accessory: .checkmark)
                            ]),
                    ],
                    sectionIndexTitles: ["A", "B", "C", "中", "Z"],
                    rowsAbove: 3,
                    rowsBelow: 2
                ))
        )
    ])

    /// A split view: master list and detail side by side (stacked when narrow), with a container view.
    static let splitView = Screen(layers: [
        ScreenLayer(
            sceneID: "split",
            instance: "SplitViewController#1",
            columns: [
                ScreenLayer(
                    sceneID: "master",
                    instance: "MasterViewController#1",
                    navigationBar: ScreenNavigationBar(title: "Photos"),
                    body: ScreenBody(
                        table: ScreenTable(sections: [
                            ScreenSection(
                                index: 0,
                                rows: [
                                    ScreenRow(section: 0, row: 0, text: "长城", accessory: .disclosureIndicator, isSelected: true),
                                    ScreenRow(section: 0, row: 1, text: "Golden Gate", accessory: .disclosureIndicator),
                                ])
                        ]))
                ),
                ScreenLayer(
                    sceneID: "photo",
                    instance: "PhotoViewController#1",
                    navigationBar: ScreenNavigationBar(title: "长城"),
                    body: ScreenBody(controls: [
                        ScreenControl(kind: .image, text: "greatwall.jpg"),
                        ScreenControl(
                            kind: .containerView,
                            embedded: [
                                ScreenLayer(
                                    sceneID: "details",
                                    instance: "DetailsViewController#1",
                                    body: ScreenBody(
                                        table: ScreenTable(
                                            style: .grouped,
                                            sections: [
                                                ScreenSection(
                                                    index: 0,
                                                    rows: [
                                                        ScreenRow(
                                                            section: 0, row: 0, style: .rightDetail, text: "Date", detail: "2024-05-01",
                                                            accessory: .disclosureIndicator)
                                                    ])
                                            ]))
                                )
                            ]),
                        ScreenControl(kind: .button, text: "Share", isEnabled: false),
                    ])
                ),
            ]
        )
    ])

    /// An alert over a plain screen, with a long title and three actions.
    static let alert = Screen(
        layers: [ScreenLayer(sceneID: "home", instance: "ViewController#1", navigationBar: ScreenNavigationBar(title: "Home"))],
        alert: ScreenAlert(
            title: "无法保存 Unable to save your changes right now",
            message: "The disk is full.",
            actions: [ScreenAlertAction(title: "OK"), ScreenAlertAction(title: "Retry")]
        )
    )

    /// Every sample, by name.
    static let all: [(name: String, screen: Screen)] = [
        ("ratings-players", ratingsPlayers),
        ("add-player", addPlayer),
        ("choose-game", chooseGame),
        ("homepwner-delete-sheet", homepwnerDeleteSheet),
        ("gestures-tab", gesturesTab),
        ("todo-list", Screen(layers: [todoListLayer])),
        ("todo-editor-sheet", todoEditorSheet),
        ("table-styles", tableStyles),
        ("split-view", splitView),
        ("alert", alert),
    ]
}
