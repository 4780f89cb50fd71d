module github.com/torreya/torreya

go 1.26.0

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	github.com/TheTitanrain/w32 v0.0.0-20180517000239-4f5cfb03fabf // indirect
	github.com/sqweek/dialog v0.0.0-20260123140253-64c163d53aac // indirect
	golang.org/x/text v0.44.0 // indirect
)
