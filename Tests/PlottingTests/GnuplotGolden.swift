// PlottingTests: golden gnuplot script and data text for GnuplotGoldenTests. Regenerate only on purpose: run the
// golden test, review the new text it writes to the temporary folder, and paste it here.
// (Kept in Swift because the test target declares no resources.)

enum GnuplotGolden {
    /// GnuplotGoldenTests.chart → chart.gp
    static let chartScript = #"""
        # DragScrollLab plot: Golden "chart"
        # Re-run with: gnuplot <this file>  (writes chart.png)
        if (!exists("outfile")) outfile = 'chart.png'
        if (!exists("datafile")) datafile = 'chart.dat'
        set terminal pngcairo size 640,480 noenhanced font "Sans,9" background "#FFFFFF"
        set output outfile
        set datafile separator "\t"
        set border 15 lw 1 lc rgb "#202020"
        set tics out nomirror textcolor rgb "#202020"
        set grid xtics ytics back lt 1 lw 1 lc rgb "#E3E3E3"
        set multiplot title "Golden \"chart\"" font ",13"
        # panel 0
        unset object
        unset arrow
        unset label
        set lmargin at screen 0.093750
        set rmargin at screen 0.962500
        set tmargin at screen 0.941667
        set bmargin at screen 0.529167
        set key top right box opaque reverse Left samplen 3
        set xrange [0.0:0.3]
        unset logscale x
        set xtics ("" 0.0, "" 0.05, "" 0.1, "" 0.15, "" 0.2, "" 0.25, "" 0.3)
        set yrange [100.0:300.0]
        unset logscale y
        set ytics ("100" 100.0, "150" 150.0, "200" 200.0, "250" 250.0, "300" 300.0)
        unset xlabel
        unset ylabel
        set label "height (pt)" at screen 0.015625, screen 0.735417 center rotate by 90 front
        set object rect from first 0.0, graph 0 to first 0.05, graph 1 behind fc rgb "#808080" fs transparent solid 0.157 noborder
        set label "tracking" at first 0.0, graph 0 offset 0.5,0.8 left front textcolor rgb "#202020"
        set arrow from graph 0, first 250.0 to graph 1, first 250.0 nohead dt 2 lw 1.5 lc rgb "#6A6A6A" front
        set label "detent \\ mid" at graph 0, first 250.0 offset 0.5,0.7 left front textcolor rgb "#6A6A6A"
        set arrow from first 0.05, graph 0 to first 0.05, graph 1 nohead lw 1.5 lc rgb "#B2182B" front
        set label "release" at first 0.05, graph 1 offset 0.5,-1 left front textcolor rgb "#B2182B"
        plot datafile index 0 using 1:2 with lines lw 2.0 lc rgb "#0072B2" title "outer", \
             datafile index 1 using 1:2 with steps lw 2.0 lc rgb "#D55E00" title "steps"
        # panel 1
        unset object
        unset arrow
        unset label
        set lmargin at screen 0.093750
        set rmargin at screen 0.962500
        set tmargin at screen 0.512500
        set bmargin at screen 0.100000
        set key top right box opaque reverse Left samplen 3
        set xrange [0.0:0.3]
        unset logscale x
        set xtics ("0.00" 0.0, "0.05" 0.05, "0.10" 0.1, "0.15" 0.15, "0.20" 0.2, "0.25" 0.25, "0.30" 0.3)
        set yrange [9.999999990000001:10000.000010000002]
        set logscale y 10
        set ytics ("10" 10.0, "100" 100.0, "1000" 1000.0, "10000" 10000.0)
        unset xlabel
        unset ylabel
        set label "time (s)" at screen 0.528125, screen 0.020833 center front
        set label "speed (pt/s)" at screen 0.015625, screen 0.306250 center rotate by 90 front
        set object rect from first 0.0, graph 0 to first 0.05, graph 1 behind fc rgb "#808080" fs transparent solid 0.157 noborder
        set label "tracking" at first 0.0, graph 0 offset 0.5,0.8 left front textcolor rgb "#202020"
        set arrow from first 0.05, graph 0 to first 0.05, graph 1 nohead lw 1.5 lc rgb "#B2182B" front
        set label "release" at first 0.05, graph 1 offset 0.5,-1 left front textcolor rgb "#B2182B"
        plot datafile index 2 using 1:2 with points pt 7 ps 1.5 lc rgb "#123456" title "speed"
        unset multiplot

        """#

    /// GnuplotGoldenTests.chart → chart.dat
    static let chartData = #"""
        # outer
        0.0	100.0
        0.1	180.0

        0.3	300.0


        # steps
        0.0	120.0
        0.15	160.0
        0.3	200.0


        # speed
        0.0	2000.0
        0.1	400.0
        0.2	80.0
        0.3	16.0

        """#

    /// GnuplotGoldenTests.heatmap → heatmap.gp
    static let heatmapScript = #"""
        # DragScrollLab plot: Golden heatmap
        # Re-run with: gnuplot <this file>  (writes heatmap.png)
        if (!exists("outfile")) outfile = 'heatmap.png'
        if (!exists("datafile")) datafile = 'heatmap.dat'
        set terminal pngcairo size 640,480 noenhanced font "Sans,9" background "#FFFFFF"
        set output outfile
        set datafile separator "\t"
        set border 15 lw 1 lc rgb "#202020"
        set tics out nomirror textcolor rgb "#202020"
        set grid xtics ytics back lt 1 lw 1 lc rgb "#E3E3E3"
        set multiplot title "Golden heatmap" font ",13"
        unset key
        unset grid
        set palette defined (0.000 "#440154", 0.100 "#482475", 0.200 "#414487", 0.300 "#355F8D", 0.400 "#2A788E", 0.500 "#21918C", 0.600 "#22A884", 0.700 "#44BF70", 0.800 "#7AD151", 0.900 "#BDDF26", 1.000 "#FDE725")
        set cbrange [0.25:1.5]
        unset logscale cb
        set cbtics ("0.4" 0.4, "0.6" 0.6, "0.8" 0.8, "1.0" 1.0, "1.2" 1.2, "1.4" 1.4)
        unset cblabel
        set colorbox user origin screen 0.903125,0.100000 size screen 0.021875,0.841667
        # grid 0
        unset object
        unset label
        unset xlabel
        unset ylabel
        set lmargin at screen 0.093750
        set rmargin at screen 0.881250
        set tmargin at screen 0.941667
        set bmargin at screen 0.100000
        set xrange [-0.5:2.5]
        unset logscale x
        set xtics ("0.2" 0.0, "0.5" 1.0, "1" 2.0)
        set yrange [-0.5:1.5]
        unset logscale y
        set ytics ("0.99" 0.0, "0.998" 1.0)
        set label "threshold (pt/ms)" at screen 0.487500, screen 0.020833 center front
        set label "rate" at screen 0.015625, screen 0.520833 center rotate by 90 front
        set label "settle (s)" at screen 0.975781, screen 0.520833 center rotate by 90 front
        plot datafile index 0 using 1:2:(0.5044642857142857):(0.5037128712871287):3 with boxxyerror fs solid 1.0 noborder lc palette notitle
        unset multiplot

        """#

    /// GnuplotGoldenTests.heatmap → heatmap.dat
    static let heatmapData = #"""
        # grid 0
        0	0	0.25	4456788
        1	0	0.5	4277383
        2	0	0.75	2783374
        0	1	1.0	2271364
        2	1	1.5	16639781

        """#
}
