import ExampleSupport

ExampleMain.run(AppDelegate())
