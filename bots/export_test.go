package bots

// Budget is budget, for the tests outside the package.
var Budget = budget
