// The app whose flow the build checks.
print("PluginFixture")
