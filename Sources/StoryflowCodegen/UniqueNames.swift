/// Names handed out so far in one Swift scope; each new name is made distinct by a number (`name`, `name2`,
/// `name3`, …), in time that does not grow with how many names clashed before.
struct UniqueNames {
    private var taken: Set<String>
    /// For each name asked for, the number its next clash starts counting from: lower numbers are all taken.
    private var nextNumber: [String: Int] = [:]
    /// How many candidate names all claims so far have tried: the work done, one set lookup each.
    private(set) var candidatesTried = 0

    /// A scope in which `reserved` (Swift's own member names, say) cannot be handed out.
    init(reserving reserved: Set<String> = []) {
        taken = reserved
    }

    /// `name`, or `name` with the first number that makes it new; the name returned is taken from then on.
    mutating func claim(_ name: String) -> String {
        candidatesTried += 1
        if taken.insert(name).inserted { return name }
        var number = nextNumber[name, default: 2]
        candidatesTried += 1
        while !taken.insert(name + String(number)).inserted {
            number += 1
            candidatesTried += 1
        }
        nextNumber[name] = number + 1
        return name + String(number)
    }
}
