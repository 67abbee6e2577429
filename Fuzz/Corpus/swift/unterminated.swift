let s = """
  \(x
let t = #"abc
/* /* */
