// The signed-in user of the root-set snippet.
let me = Account()
