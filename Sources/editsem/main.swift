import EditsemCLI

Editsem.main()
